import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { login } from "./login";
import { register } from "./register";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const start = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };

async function setup() {
  let now = start;
  const deps = memoryAuthDeps({ now: () => now });
  await runUseCase(
    register(deps, { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" }, client),
  );
  return { deps, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe("login", () => {
  it("answers a new token valid one hour for the right password, any letter case of the address", async () => {
    const { deps } = await setup();
    const result = await runUseCase(login(deps, { email: " ANNA@example.com", password: "correct horse" }, client));
    if (Result.isFailure(result)) throw new Error("expected a login");
    expect(result.success.expires).toBe("2026-03-01T10:00:00.000Z");
    const session = await deps.sessions.findByTokenHash(deps.tokens.hashToken(result.success.token));
    expect(session).toMatchObject({ userId: 1, ip: "203.0.113.7", revokedAt: null });
  });

  it("does not tell a wrong password from an unknown address", async () => {
    const { deps } = await setup();
    const wrong = await runUseCase(login(deps, { email: "anna@example.com", password: "wrong password" }, client));
    const unknown = await runUseCase(login(deps, { email: "nobody@example.com", password: "correct horse" }, client));
    expect(wrong).toEqual(Result.fail({ _tag: "InvalidCredentials" }));
    expect(unknown).toEqual(wrong);
  });

  it("locks the account for this IP after 5 failures in 15 minutes, even for the right password", async () => {
    const { deps, advance } = await setup();
    for (let i = 0; i < 5; i++) {
      expect(
        Result.isSuccess(await runUseCase(login(deps, { email: "anna@example.com", password: "nope" }, client))),
      ).toBe(false);
      advance(60);
    }
    const locked = await runUseCase(login(deps, { email: "anna@example.com", password: "correct horse" }, client));
    // The first failure was 5 minutes ago: it leaves the window in 10 minutes.
    expect(locked).toEqual(Result.fail({ _tag: "TooManyAttempts", retryAfterSeconds: 600 }));
    const otherIp = await runUseCase(
      login(deps, { email: "anna@example.com", password: "correct horse" }, { ...client, ip: "198.51.100.1" }),
    );
    expect(Result.isSuccess(otherIp)).toBe(true);
    advance(600);
    expect(
      Result.isSuccess(await runUseCase(login(deps, { email: "anna@example.com", password: "correct horse" }, client))),
    ).toBe(true);
  });

  it("clears the failures of the account and IP on success", async () => {
    const { deps } = await setup();
    for (let i = 0; i < 4; i++) await runUseCase(login(deps, { email: "anna@example.com", password: "nope" }, client));
    expect(
      Result.isSuccess(await runUseCase(login(deps, { email: "anna@example.com", password: "correct horse" }, client))),
    ).toBe(true);
    for (let i = 0; i < 4; i++) await runUseCase(login(deps, { email: "anna@example.com", password: "nope" }, client));
    expect(
      Result.isSuccess(await runUseCase(login(deps, { email: "anna@example.com", password: "correct horse" }, client))),
    ).toBe(true);
  });
});
