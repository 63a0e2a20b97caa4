import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import { runUseCase } from "../shared/run-use-case";
import { createDemoAccounts, DEMO_PEOPLE } from "./create-demo-accounts";
import { login } from "./login";

const NOW = new Date("2026-03-01T09:00:00.000Z");
const CLIENT = { ip: "192.0.2.1", userAgent: "test" };

describe("createDemoAccounts", () => {
  it("creates a student and a staff member whose random passwords log in", async () => {
    const deps = memoryAuthDeps({ now: () => NOW });
    const logins = await Effect.runPromise(createDemoAccounts(deps));
    expect(logins.map(({ role, email }) => ({ role, email }))).toEqual(
      DEMO_PEOPLE.map(({ role, email }) => ({ role, email })),
    );
    for (const { email, password } of logins) {
      expect(password).toMatch(/^[\w-]{16}$/);
      expect(Result.isSuccess(await runUseCase(login(deps, { email, password }, CLIENT)))).toBe(true);
      const account = await deps.users.findByEmail(email);
      expect(account?.passwordHash).not.toContain(password);
    }
    expect(new Set(logins.map((demo) => demo.password)).size).toBe(logins.length);
  });

  it("leaves out a person whose address is taken already, and changes nothing of that account", async () => {
    const deps = memoryAuthDeps({ now: () => NOW });
    const first = await Effect.runPromise(createDemoAccounts(deps));
    const again = await Effect.runPromise(createDemoAccounts(deps));
    expect(again).toEqual([]);
    const [student] = first;
    if (student === undefined) throw new Error("no student");
    expect(Result.isSuccess(await runUseCase(login(deps, student, CLIENT)))).toBe(true);
  });

  it("gives the staff member the staff role and the student the user role", async () => {
    const deps = memoryAuthDeps({ now: () => NOW });
    await Effect.runPromise(createDemoAccounts(deps));
    const roles = await Promise.all(DEMO_PEOPLE.map(async ({ email }) => (await deps.users.findByEmail(email))?.role));
    expect(roles).toEqual(["user", "staff"]);
  });
});
