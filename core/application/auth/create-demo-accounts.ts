import { Effect } from "effect";
import type { AccountRole } from "../../ports/user-repository.port";
import type { AuthDeps } from "./auth-deps";
import { createAccount } from "./create-account";

/** A demo account as it is announced once: who it is and the password it was given. */
export type DemoLogin = Readonly<{ role: AccountRole; email: string; password: string }>;

/** The two demo people of a local site: a student and a staff member (ADR 046). */
export const DEMO_PEOPLE = [
  { role: "user", email: "student@demo.shuyuan.test", firstName: "Анна", lastName: "Студентова" },
  { role: "staff", email: "staff@demo.shuyuan.test", firstName: "Ли", lastName: "Сотрудник" },
] as const satisfies readonly Readonly<{ role: AccountRole; email: string; firstName: string; lastName: string }>[];

/** 16 URL-safe characters of a fresh token: 96 random bits, easy to copy from the console. */
const DEMO_PASSWORD_LENGTH = 16;

/**
 * Creates the demo student and staff member with random passwords, hashed like every account's, and answers their
 * log-ins for the caller to show once (they are never stored in clear). A person whose address is taken already is
 * left out. Meant only for the first seed of an embedded database.
 */
export const createDemoAccounts = (
  deps: Pick<AuthDeps, "users" | "hasher" | "tokens" | "clock">,
  /** One password for both, when the operator chose it (DEMO_PASSWORD, for end-to-end runs). */
  chosenPassword?: string,
): Effect.Effect<readonly DemoLogin[]> =>
  Effect.forEach(DEMO_PEOPLE, (person) => {
    const password = chosenPassword ?? deps.tokens.newToken().slice(0, DEMO_PASSWORD_LENGTH);
    return createAccount(deps, { ...person, password }, deps.clock.now()).pipe(
      Effect.map((): readonly DemoLogin[] => [{ role: person.role, email: person.email, password }]),
      Effect.catchTag("EmailTaken", () => Effect.succeed([])),
      // The seed runs before the server takes calls, on a hasher of its own with no gate: busy cannot happen.
      Effect.catchTag("HasherBusy", () => Effect.die(new Error("The demo accounts' hasher refused as busy"))),
    );
  }).pipe(Effect.map((logins) => logins.flat()));
