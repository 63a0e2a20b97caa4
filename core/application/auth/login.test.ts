import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { login } from "./login";
import { register } from "./register";

const start = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };

async function setup() {
  let now = start;
  const deps = memoryAuthDeps({ now: () => now });
  await register(
    deps,
    { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" },
    client,
  );
  return { deps, advance: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe("login", () => {
  it("answers a new token valid one hour for the right password, any letter case of the address", async () => {
    const { deps } = await setup();
    const result = await login(deps, { email: " ANNA@example.com", password: "correct horse" }, client);
    if (!result.ok) throw new Error("expected a login");
    expect(result.value.expires).toBe("2026-03-01T10:00:00.000Z");
    const session = await deps.sessions.findByTokenHash(deps.tokens.hashToken(result.value.token));
    expect(session).toMatchObject({ userId: 1, ip: "203.0.113.7", revokedAt: null });
  });

  it("does not tell a wrong password from an unknown address", async () => {
    const { deps } = await setup();
    const wrong = await login(deps, { email: "anna@example.com", password: "wrong password" }, client);
    const unknown = await login(deps, { email: "nobody@example.com", password: "correct horse" }, client);
    expect(wrong).toEqual({ ok: false, error: { _tag: "InvalidCredentials" } });
    expect(unknown).toEqual(wrong);
  });

  it("locks the account for this IP after 5 failures in 15 minutes, even for the right password", async () => {
    const { deps, advance } = await setup();
    for (let i = 0; i < 5; i++) {
      expect((await login(deps, { email: "anna@example.com", password: "nope" }, client)).ok).toBe(false);
      advance(60);
    }
    const locked = await login(deps, { email: "anna@example.com", password: "correct horse" }, client);
    // The first failure was 5 minutes ago: it leaves the window in 10 minutes.
    expect(locked).toEqual({ ok: false, error: { _tag: "TooManyAttempts", retryAfterSeconds: 600 } });
    const otherIp = await login(
      deps,
      { email: "anna@example.com", password: "correct horse" },
      { ...client, ip: "198.51.100.1" },
    );
    expect(otherIp.ok).toBe(true);
    advance(600);
    expect((await login(deps, { email: "anna@example.com", password: "correct horse" }, client)).ok).toBe(true);
  });

  it("clears the failures of the account and IP on success", async () => {
    const { deps } = await setup();
    for (let i = 0; i < 4; i++) await login(deps, { email: "anna@example.com", password: "nope" }, client);
    expect((await login(deps, { email: "anna@example.com", password: "correct horse" }, client)).ok).toBe(true);
    for (let i = 0; i < 4; i++) await login(deps, { email: "anna@example.com", password: "nope" }, client);
    expect((await login(deps, { email: "anna@example.com", password: "correct horse" }, client)).ok).toBe(true);
  });
});
