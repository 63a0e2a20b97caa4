import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { memoryAuthDeps } from "../../../adapters/storage/memory/auth-deps.memory";
import type { UserRepository } from "../../ports/user-repository.port";
import { runUseCase } from "../shared/run-use-case";
import { createAccount } from "./create-account";

const NOW = new Date("2026-03-01T09:00:00.000Z");
const anna = {
  firstName: "Анна",
  lastName: "Ли",
  email: "anna@example.com",
  password: "correct horse",
  role: "user" as const,
};

/** The memory users, with the first `lost` inserts refused as if a concurrent sign-up took the username. */
function racedUsers(lost: number): { users: UserRepository; inserts: () => number } {
  const { users } = memoryAuthDeps({ now: () => NOW });
  let inserts = 0;
  return {
    users: {
      ...users,
      create: (account, now) =>
        Effect.suspend(() => {
          inserts += 1;
          return inserts <= lost ? Effect.fail({ _tag: "UsernameTaken" } as const) : users.create(account, now);
        }),
    },
    inserts: () => inserts,
  };
}

describe("createAccount", () => {
  it("chooses the username again when a concurrent sign-up took it, and creates the account", async () => {
    const { hasher } = memoryAuthDeps({ now: () => NOW });
    const raced = racedUsers(2);
    const created = await runUseCase(createAccount({ users: raced.users, hasher }, anna, NOW));
    expect(created).toMatchObject(Result.succeed({ username: "anna", email: "anna@example.com", role: "user" }));
    expect(raced.inserts()).toBe(3);
  });

  it("gives up after 5 lost races with a defect, not an expected failure", async () => {
    const { hasher } = memoryAuthDeps({ now: () => NOW });
    const raced = racedUsers(5);
    await expect(runUseCase(createAccount({ users: raced.users, hasher }, anna, NOW))).rejects.toThrow(
      'No free username for the base "anna" after 5 tries',
    );
    expect(raced.inserts()).toBe(5);
  });

  it("refuses a taken address in any letter case without inserting", async () => {
    const deps = memoryAuthDeps({ now: () => NOW });
    await runUseCase(createAccount(deps, anna, NOW));
    expect(await runUseCase(createAccount(deps, { ...anna, email: " ANNA@Example.com " }, NOW))).toEqual(
      Result.fail({ _tag: "EmailTaken" }),
    );
  });
});
