import { Effect } from "effect";
import type { HasherBusy } from "../../ports/password-hasher.port";
import type { Account, AccountRole } from "../../ports/user-repository.port";
import type { AuthDeps } from "./auth-deps";
import { freeUsername, usernameBase } from "./derive-username";

export type AccountInput = Readonly<{
  firstName: string;
  lastName: string;
  email: string;
  /** Null for an account registered through a social network: it has no password until one is set (ADR 049). */
  password: string | null;
  role: AccountRole;
}>;

export type CreateAccountFailure = { readonly _tag: "EmailTaken" } | HasherBusy;

/** Tries this many usernames when concurrent sign-ups race for the same one. */
const USERNAME_TRIES = 5;

/**
 * A new account with a hashed password (or none, for a social sign-up) and a unique username derived from the address. A taken address
 * (in any letter case) is refused.
 */
export const createAccount = (
  deps: Pick<AuthDeps, "users" | "hasher">,
  input: AccountInput,
  now: Date,
): Effect.Effect<Account, CreateAccountFailure> =>
  Effect.gen(function* () {
    const email = input.email.trim();
    if (yield* Effect.promise(() => deps.users.findByEmail(email))) return yield* Effect.fail(EMAIL_TAKEN);
    const password = input.password;
    const passwordHash = password === null ? "" : yield* deps.hasher.hash(password);
    const base = usernameBase(email);
    const insert = Effect.gen(function* () {
      const taken = new Set(yield* Effect.promise(() => deps.users.usernamesStartingWith(base)));
      const username = freeUsername(base, taken);
      return yield* deps.users.create({ username, email, passwordHash, ...names(input), role: input.role }, now);
    });
    return yield* insert.pipe(
      // A concurrent sign-up took the username between the lookup and the insert: choose again.
      Effect.retry({ times: USERNAME_TRIES - 1, while: (failure) => failure._tag === "UsernameTaken" }),
      Effect.catchTag("UsernameTaken", () =>
        Effect.die(new Error(`No free username for the base "${base}" after ${USERNAME_TRIES} tries`)),
      ),
    );
  });

const EMAIL_TAKEN: CreateAccountFailure = { _tag: "EmailTaken" };

const names = (input: AccountInput) => ({ firstName: input.firstName, lastName: input.lastName });
