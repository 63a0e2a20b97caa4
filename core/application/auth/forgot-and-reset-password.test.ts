import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { forgotPassword } from "./forgot-password";
import { login } from "./login";
import { register } from "./register";
import { resetPassword } from "./reset-password";

const start = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };

async function setup() {
  let now = start;
  const deps = memoryAuthDeps({ now: () => now });
  await register(
    deps,
    { firstName: "Анна", lastName: "Ли", email: "Anna@example.com", password: "correct horse" },
    client,
  );
  const lastCode = () => /Код для восстановления пароля: (\S+)/.exec(deps.outbox.sent.at(-1)?.text ?? "")?.[1] ?? "";
  return { deps, lastCode, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe("forgotPassword", () => {
  it("mails a code to a known address and nothing to an unknown one, answering the same", async () => {
    const { deps, lastCode } = await setup();
    expect(await forgotPassword(deps, "anna@EXAMPLE.com", client)).toEqual({ ok: true, value: null });
    expect(await forgotPassword(deps, "nobody@example.com", client)).toEqual({ ok: true, value: null });
    expect(deps.outbox.sent).toHaveLength(1);
    expect(deps.outbox.sent[0]).toMatchObject({
      to: "Anna@example.com",
      subject: "Восстановление пароля на сайте Шуюань",
    });
    expect(deps.outbox.sent[0]?.text).toContain("Здравствуйте, Анна!");
    expect(lastCode()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("allows 3 requests per address and IP in 15 minutes, known or not", async () => {
    const { deps, advance } = await setup();
    for (const email of ["anna@example.com", "nobody@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await forgotPassword(deps, email, client)).ok).toBe(true);
      expect(await forgotPassword(deps, email, client)).toEqual({
        ok: false,
        error: { _tag: "TooManyAttempts", retryAfterSeconds: 900 },
      });
      advance(1);
    }
  });

  it("allows 10 requests per IP in 15 minutes over all addresses", async () => {
    const { deps } = await setup();
    for (let i = 0; i < 10; i++) expect((await forgotPassword(deps, `x${i}@example.com`, client)).ok).toBe(true);
    expect((await forgotPassword(deps, "x10@example.com", client)).ok).toBe(false);
    expect((await forgotPassword(deps, "x10@example.com", { ...client, ip: "198.51.100.1" })).ok).toBe(true);
  });
});

describe("resetPassword", () => {
  it("sets the new password once per code and signs every session out", async () => {
    const { deps, lastCode } = await setup();
    await forgotPassword(deps, "anna@example.com", client);
    const code = lastCode();
    expect(await resetPassword(deps, { code, password: "new password 1" })).toEqual({ ok: true, value: null });
    expect((await deps.sessions.listActive(1, start)).length).toBe(0);
    expect((await login(deps, { email: "anna@example.com", password: "new password 1" }, client)).ok).toBe(true);
    expect(await resetPassword(deps, { code, password: "another one 2" })).toEqual({
      ok: false,
      error: { _tag: "CodeUsed" },
    });
  });

  it("refuses a code one hour old, an unknown code, and a code replaced by a newer one", async () => {
    const { deps, lastCode, advance } = await setup();
    await forgotPassword(deps, "anna@example.com", client);
    const first = lastCode();
    await forgotPassword(deps, "anna@example.com", client);
    const second = lastCode();
    expect(await resetPassword(deps, { code: first, password: "new password 1" })).toEqual({
      ok: false,
      error: { _tag: "CodeUsed" },
    });
    expect(await resetPassword(deps, { code: "nonsense", password: "new password 1" })).toEqual({
      ok: false,
      error: { _tag: "CodeUnknown" },
    });
    advance(3600);
    expect(await resetPassword(deps, { code: second, password: "new password 1" })).toEqual({
      ok: false,
      error: { _tag: "CodeExpired" },
    });
    expect((await login(deps, { email: "anna@example.com", password: "correct horse" }, client)).ok).toBe(true);
  });
});
