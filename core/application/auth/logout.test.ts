import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { login } from "./login";
import { logout } from "./logout";
import { logoutOthers } from "./logout-others";
import { register } from "./register";

const now = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "UA" };

async function setup() {
  const deps = memoryAuthDeps({ now: () => now });
  await register(
    deps,
    { firstName: "Анна", lastName: "Ли", email: "anna@example.com", password: "correct horse" },
    client,
  );
  const tokens: string[] = [];
  for (let i = 0; i < 3; i++) {
    const signedIn = await login(deps, { email: "anna@example.com", password: "correct horse" }, client);
    if (signedIn.ok) tokens.push(signedIn.value.token);
  }
  const sessionOf = async (token: string) => deps.sessions.findByTokenHash(deps.tokens.hashToken(token));
  return { deps, tokens, sessionOf };
}

describe("logout", () => {
  it("revokes the session of the token, once", async () => {
    const { deps, tokens, sessionOf } = await setup();
    const token = tokens[0] ?? "";
    expect(await logout(deps, token)).toEqual({ ok: true, value: null });
    expect((await sessionOf(token))?.revokedAt).toEqual(now);
    expect(await logout(deps, token)).toEqual({ ok: false, error: { _tag: "SessionRevoked" } });
    expect(await logout(deps, "unknown")).toEqual({ ok: false, error: { _tag: "SessionUnknown" } });
  });
});

describe("logoutOthers", () => {
  it("keeps the caller's session, revokes every other one and answers the user with one session", async () => {
    const { deps, tokens, sessionOf } = await setup();
    const current = await sessionOf(tokens[1] ?? "");
    if (!current) throw new Error("no session");
    const result = await logoutOthers(deps, { userId: 1, sessionId: current.id });
    if (!result.ok) throw new Error("expected the user");
    expect(result.value.sessions).toEqual([expect.objectContaining({ id: String(current.id), is_current: true })]);
    expect((await sessionOf(tokens[0] ?? ""))?.revokedAt).toEqual(now);
    expect((await sessionOf(tokens[1] ?? ""))?.revokedAt).toBeNull();
    expect((await sessionOf(tokens[2] ?? ""))?.revokedAt).toEqual(now);
  });
});
