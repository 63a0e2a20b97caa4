import { type APIRequestContext, expect } from "@playwright/test";

/** Signs the e2e staff account (created by playwright.config.ts before the server starts) in through the API. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const email = process.env.E2E_STAFF_EMAIL;
  const password = process.env.E2E_STAFF_PASSWORD;
  if (!email || !password) throw new Error("E2E_STAFF_EMAIL and E2E_STAFF_PASSWORD are set by playwright.config.ts");
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}
