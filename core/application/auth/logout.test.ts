import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { login } from "./login";
import { logout } from "./logout";
import { logoutOthers } from "./logout-others";
import { register } from "./register";
import { Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const now = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };

async function setup() {
  const deps = memoryAuthDeps({ now: () => now });
  await runUseCase(
    register(deps, { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" }, client),
  );
  const tokens: string[] = [];
  for (let i = 0; i < 3; i++) {
    const signedIn = await runUseCase(login(deps, { email: "anna@example.com", password: "correct horse" }, client));
    if (Result.isSuccess(signedIn)) tokens.push(signedIn.success.token);
  }
  const sessionOf = async (token: string) => deps.sessions.findByTokenHash(deps.tokens.hashToken(token));
  return { deps, tokens, sessionOf };
}

describe("logout", () => {
  it("revokes the session of the token, once", async () => {
    const { deps, tokens, sessionOf } = await setup();
    const token = tokens[0] ?? "";
    expect(await runUseCase(logout(deps, token))).toEqual(Result.succeed(null));
    expect((await sessionOf(token))?.revokedAt).toEqual(now);
    expect(await runUseCase(logout(deps, token))).toEqual(Result.fail({ _tag: "SessionRevoked" }));
    expect(await runUseCase(logout(deps, "unknown"))).toEqual(Result.fail({ _tag: "SessionUnknown" }));
  });
});

describe("logoutOthers", () => {
  it("keeps the caller's session, revokes every other one and answers the user with one session", async () => {
    const { deps, tokens, sessionOf } = await setup();
    const current = await sessionOf(tokens[1] ?? "");
    if (!current) throw new Error("no session");
    const result = await runUseCase(logoutOthers(deps, { userId: 1, sessionId: current.id }));
    if (Result.isFailure(result)) throw new Error("expected the user");
    expect(result.success.sessions).toEqual([expect.objectContaining({ id: String(current.id), is_current: true })]);
    expect((await sessionOf(tokens[0] ?? ""))?.revokedAt).toEqual(now);
    expect((await sessionOf(tokens[1] ?? ""))?.revokedAt).toBeNull();
    expect((await sessionOf(tokens[2] ?? ""))?.revokedAt).toEqual(now);
  });
});
