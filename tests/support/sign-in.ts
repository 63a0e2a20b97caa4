import { randomUUID } from "node:crypto";
import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";

/** A new account registered through the API (not signed in): its e-mail and password. */
export async function registerNewUser(
  request: APIRequestContext,
  name: { readonly first: string; readonly last: string } = { first: "Ольга", last: "Заявкина" },
): Promise<{ readonly email: string; readonly password: string }> {
  const email = `e2e-${randomUUID()}@example.com`;
  const password = `пароль-${randomUUID().slice(0, 8)}`;
  const registered = await request.post("/api/auth/register", {
    data: { first_name: name.first, last_name: name.last, email, password },
  });
  expect(registered.status()).toBe(201);
  return { email, password };
}

/** A new account registered and logged in through the API alone (no browser): its address, token and expiry. */
export async function logInNewUser(
  request: APIRequestContext,
  name: { readonly first: string; readonly last: string } = { first: "Ольга", last: "Заявкина" },
): Promise<{ readonly email: string; readonly password: string; readonly token: string; readonly expires: string }> {
  const { email, password } = await registerNewUser(request, name);
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token, expires } = (await login.json()) as { token: string; expires: string };
  return { email, password, token, expires };
}

/**
 * A new account registered and signed in through the API, its auth record put where the site keeps it: local
 * storage for the browser and the `shuyuan_auth` cookie for server rendering. Answers the bearer token.
 */
export async function signInNewUser(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  name: { readonly first: string; readonly last: string } = { first: "Ольга", last: "Заявкина" },
): Promise<string> {
  const { token, expires } = await logInNewUser(request, name);
  const record = JSON.stringify({ token, expires });
  await context.addCookies([{ name: "shuyuan_auth", value: encodeURIComponent(record), url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem("shuyuan.auth", value), record);
  return token;
}
