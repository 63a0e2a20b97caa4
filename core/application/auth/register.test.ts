import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { userSchema } from "../../domain/user/user";
import { register } from "./register";
import { Effect, Result } from "effect";
import { runUseCase } from "../shared/run-use-case";

const now = new Date("2026-03-01T09:00:00.000Z");
const client = { ip: "203.0.113.7", userAgent: "Mozilla/5.0" };
const anna = { firstName: "Анна", lastName: "Ли", email: "Anna.Li@Example.com", password: "correct horse" };

describe("register", () => {
  it("creates the account, signs it in for one hour and answers the user", async () => {
    const deps = memoryAuthDeps({ now: () => now });
    const result = await runUseCase(register(deps, anna, client));
    if (Result.isFailure(result)) throw new Error("expected a registration");
    expect(result.success.record.expires).toBe("2026-03-01T10:00:00.000Z");
    expect(userSchema.parse(result.success.user)).toMatchObject({
      id: 1,
      slug: "1-anna.li",
      username: "anna.li",
      first_name: "Анна",
      last_name: "Ли",
      email: "Anna.Li@Example.com",
      status: "none",
      sessions: [{ ip: "203.0.113.7", user_agent: "Mozilla/5.0", is_current: true }],
    });
    const stored = await deps.users.findByEmail("anna.li@example.com");
    expect(stored?.passwordHash).not.toContain("correct horse");
    expect(await Effect.runPromise(deps.hasher.verify("correct horse", stored?.passwordHash ?? null))).toBe(true);
  });

  it("refuses an address that is taken in any letter case, and stores nothing new", async () => {
    const deps = memoryAuthDeps({ now: () => now });
    await runUseCase(register(deps, anna, client));
    const again = await runUseCase(
      register(deps, { ...anna, email: " ANNA.LI@example.COM ", firstName: "Другая" }, client),
    );
    expect(again).toEqual(Result.fail({ _tag: "EmailTaken" }));
    expect((await deps.users.findById(1))?.firstName).toBe("Анна");
    expect(await deps.users.findById(2)).toBeNull();
  });

  it("gives every account with the same local part its own username", async () => {
    const deps = memoryAuthDeps({ now: () => now });
    const names: string[] = [];
    for (const domain of ["a.ru", "b.ru", "c.ru"]) {
      const result = await runUseCase(register(deps, { ...anna, email: `anna@${domain}` }, client));
      if (Result.isSuccess(result)) names.push(result.success.user.username);
    }
    expect(names).toEqual(["anna", "anna2", "anna3"]);
  });
});
