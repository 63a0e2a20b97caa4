import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";
import { DEMO_STAFF_EMAIL, E2E_DEMO_PASSWORD } from "./staff-login";

/**
 * The demo staff member signed in on a browser context (the auth record in the cookie for server rendering and in
 * local storage for the browser, as signInNewUser does for a new account). Answers the bearer token.
 */
export async function signInDemoStaff(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<string> {
  const login = await request.post("/api/auth/login", {
    data: { email: DEMO_STAFF_EMAIL, password: E2E_DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token, expires } = (await login.json()) as { token: string; expires: string };
  const record = JSON.stringify({ token, expires });
  await context.addCookies([{ name: "shuyuan_auth", value: encodeURIComponent(record), url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem("shuyuan.auth", value), record);
  return token;
}
