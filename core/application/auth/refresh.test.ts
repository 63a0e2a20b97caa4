import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { REFRESH_GRACE_SECONDS } from "../../domain/auth/token-lifetime";
import { login } from "./login";
import { refresh } from "./refresh";
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
  const signedIn = await runUseCase(login(deps, { email: "anna@example.com", password: "correct horse" }, client));
  if (Result.isFailure(signedIn)) throw new Error("login failed");
  return { deps, token: signedIn.success.token, setNow: (date: Date) => (now = date) };
}

describe("refresh", () => {
  it("trades an expired token for a new one and the user; the old token dies", async () => {
    const { deps, token, setNow } = await setup();
    setNow(new Date("2026-03-02T09:00:00.000Z"));
    const result = await runUseCase(refresh(deps, token, client));
    if (Result.isFailure(result)) throw new Error("expected a refresh");
    expect(result.success.record.expires).toBe("2026-03-02T10:00:00.000Z");
    expect(result.success.record.token).not.toBe(token);
    expect(result.success.user.sessions.find((s) => s.is_current)).toBeDefined();
    expect(await runUseCase(refresh(deps, token, client))).toEqual(Result.fail({ _tag: "SessionRevoked" }));
  });

  it("accepts a token until exactly 30 days after its expiry, and not a millisecond later", async () => {
    const { deps, token, setNow } = await setup();
    const expiry = new Date("2026-03-01T10:00:00.000Z").getTime();
    setNow(new Date(expiry + REFRESH_GRACE_SECONDS * 1000 + 1));
    expect(await runUseCase(refresh(deps, token, client))).toEqual(Result.fail({ _tag: "RefreshWindowPassed" }));
    setNow(new Date(expiry + REFRESH_GRACE_SECONDS * 1000));
    expect(Result.isSuccess(await runUseCase(refresh(deps, token, client)))).toBe(true);
  });

  it("refuses an unknown token", async () => {
    const { deps } = await setup();
    expect(await runUseCase(refresh(deps, "not-a-token", client))).toEqual(Result.fail({ _tag: "SessionUnknown" }));
  });
});
