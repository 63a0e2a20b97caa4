import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { forgotPassword } from "./forgot-password";
import { login } from "./login";
import { register } from "./register";
import { resetPassword } from "./reset-password";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const start = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };
const ORIGIN = "https://shuyuan.test";

async function setup() {
  let now = start;
  const deps = memoryAuthDeps({ now: () => now });
  await runUseCase(
    register(deps, { firstName: "Анна", lastName: "Ли", email: "Anna@example.com", password: "correct horse" }, client),
  );
  const lastCode = () => /Код для восстановления пароля: (\S+)/.exec(deps.outbox.sent.at(-1)?.text ?? "")?.[1] ?? "";
  return { deps, lastCode, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe("forgotPassword", () => {
  it("mails a code to a known address and nothing to an unknown one, answering the same", async () => {
    const { deps, lastCode } = await setup();
    expect(await runUseCase(forgotPassword(deps, "anna@EXAMPLE.com", client, ORIGIN))).toEqual(Result.succeed(null));
    expect(await runUseCase(forgotPassword(deps, "nobody@example.com", client, ORIGIN))).toEqual(Result.succeed(null));
    expect(deps.outbox.sent).toHaveLength(1);
    expect(deps.outbox.sent[0]).toMatchObject({
      to: "Anna@example.com",
      subject: "Восстановление пароля на сайте Шуюань",
    });
    expect(deps.outbox.sent[0]?.text).toContain("Здравствуйте, Анна!");
    expect(lastCode()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deps.outbox.sent[0]?.text).toContain(`${ORIGIN}/reset-password/?code=${lastCode()}`);
  });

  it("allows 3 requests per address and IP in 15 minutes, known or not", async () => {
    const { deps, advance } = await setup();
    for (const email of ["anna@example.com", "nobody@example.com"]) {
      for (let i = 0; i < 3; i++)
        expect(Result.isSuccess(await runUseCase(forgotPassword(deps, email, client, ORIGIN)))).toBe(true);
      expect(await runUseCase(forgotPassword(deps, email, client, ORIGIN))).toEqual(
        Result.fail({ _tag: "TooManyAttempts", retryAfterSeconds: 900 }),
      );
      advance(1);
    }
  });

  it("allows 10 requests per IP in 15 minutes over all addresses", async () => {
    const { deps } = await setup();
    for (let i = 0; i < 10; i++)
      expect(Result.isSuccess(await runUseCase(forgotPassword(deps, `x${i}@example.com`, client, ORIGIN)))).toBe(true);
    expect(Result.isSuccess(await runUseCase(forgotPassword(deps, "x10@example.com", client, ORIGIN)))).toBe(false);
    expect(
      Result.isSuccess(
        await runUseCase(forgotPassword(deps, "x10@example.com", { ...client, ip: "198.51.100.1" }, ORIGIN)),
      ),
    ).toBe(true);
  });
});

describe("forgotPassword at once", () => {
  it("mails at most 3 codes for 20 simultaneous requests for one address, and counts only those", async () => {
    const { deps } = await setup();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => runUseCase(forgotPassword(deps, "anna@example.com", client, ORIGIN))),
    );
    expect(results.filter(Result.isSuccess)).toHaveLength(3);
    expect(deps.outbox.sent).toHaveLength(3);
    // The per-IP count took only the 3 admitted requests: 7 more addresses still fit in its 10.
    for (let i = 0; i < 7; i++)
      expect(Result.isSuccess(await runUseCase(forgotPassword(deps, `y${i}@example.com`, client, ORIGIN)))).toBe(true);
    expect(Result.isSuccess(await runUseCase(forgotPassword(deps, "y7@example.com", client, ORIGIN)))).toBe(false);
  });
});

describe("resetPassword", () => {
  it("sets the new password once per code, signs every other session out and the resetter in", async () => {
    const { deps, lastCode } = await setup();
    await runUseCase(forgotPassword(deps, "anna@example.com", client, ORIGIN));
    const code = lastCode();
    const reset = await runUseCase(resetPassword(deps, { code, password: "new password 1" }, client));
    if (!Result.isSuccess(reset)) throw new Error("the reset was refused");
    expect(reset.success.user).toMatchObject({ id: 1, email: "Anna@example.com" });
    // The registration's session is gone; the one left is the new session of the reset.
    expect(await deps.sessions.listActive(1, start)).toHaveLength(1);
    expect(reset.success.user.sessions).toHaveLength(1);
    expect(reset.success.user.sessions[0]?.is_current).toBe(true);
    expect(
      Result.isSuccess(
        await runUseCase(login(deps, { email: "anna@example.com", password: "new password 1" }, client)),
      ),
    ).toBe(true);
    expect(await runUseCase(resetPassword(deps, { code, password: "another one 2" }, client))).toEqual(
      Result.fail({ _tag: "CodeUsed" }),
    );
  });

  it("refuses a code one hour old, an unknown code, and a code replaced by a newer one", async () => {
    const { deps, lastCode, advance } = await setup();
    await runUseCase(forgotPassword(deps, "anna@example.com", client, ORIGIN));
    const first = lastCode();
    await runUseCase(forgotPassword(deps, "anna@example.com", client, ORIGIN));
    const second = lastCode();
    expect(await runUseCase(resetPassword(deps, { code: first, password: "new password 1" }, client))).toEqual(
      Result.fail({ _tag: "CodeUsed" }),
    );
    expect(await runUseCase(resetPassword(deps, { code: "nonsense", password: "new password 1" }, client))).toEqual(
      Result.fail({ _tag: "CodeUnknown" }),
    );
    advance(3600);
    expect(await runUseCase(resetPassword(deps, { code: second, password: "new password 1" }, client))).toEqual(
      Result.fail({ _tag: "CodeExpired" }),
    );
    expect(
      Result.isSuccess(await runUseCase(login(deps, { email: "anna@example.com", password: "correct horse" }, client))),
    ).toBe(true);
  });
});
