import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";

/**
 * Signs an existing account in on a browser context (cookie for server rendering, local storage for the browser),
 * as the staff console's specs need for the demo staff member and the accounts an admin creates. Answers the
 * cookie header, for requests made outside the browser.
 */
export async function signInAs(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token, expires } = (await login.json()) as { token: string; expires: string };
  const record = JSON.stringify({ token, expires });
  await context.addCookies([{ name: "shuyuan_auth", value: encodeURIComponent(record), url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem("shuyuan.auth", value), record);
  return `shuyuan_auth=${encodeURIComponent(record)}`;
}
