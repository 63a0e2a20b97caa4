import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_PEOPLE } from "../../core/application/auth/create-demo-accounts";
import { bodyTextOf, type LoopbackSmtp } from "./loopback-smtp";

const STAFF_EMAIL = DEMO_PEOPLE.find((person) => person.role === "staff")?.email ?? "";

/**
 * A bearer token of the demo staff member of the e2e server's fresh database. Its password was printed once at the
 * seed, so the test resets it through the mailed code (the SMTP peer receives the letter) and takes the session the
 * reset answers with.
 */
export async function staffToken(request: APIRequestContext, smtp: LoopbackSmtp): Promise<string> {
  const before = smtp.received.filter((mail) => mail.to.includes(STAFF_EMAIL)).length;
  expect((await request.post("/api/auth/forgot-password", { data: { email: STAFF_EMAIL } })).status()).toBe(200);
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(STAFF_EMAIL)).length, { timeout: 30_000 })
    .toBeGreaterThan(before);
  const raw = smtp.received.filter((mail) => mail.to.includes(STAFF_EMAIL)).at(-1)?.raw ?? "";
  const code = /reset-password\/\?code=([A-Za-z0-9_-]+)/.exec(bodyTextOf(raw))?.[1] ?? "";
  const password = `сотрудник-${randomUUID().slice(0, 8)}`;
  const reset = await request.post("/api/auth/reset-password", {
    data: { code, password, password_confirmation: password },
  });
  expect(reset.status()).toBe(200);
  return ((await reset.json()) as { token: string }).token;
}
