import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Signs the e2e server's staff member in through the API (the account playwright.config.ts creates before the
 * server starts) and answers the bearer token, for calls to the staff API.
 */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const email = process.env.E2E_STAFF_EMAIL ?? "";
  const password = process.env.E2E_STAFF_PASSWORD ?? "";
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), "the e2e staff account logs in").toBe(200);
  return ((await login.json()) as { token: string }).token;
}
