import { err, ok, type Result } from "../../domain/shared/result";
import type { Account, AccountRole } from "../../ports/user-repository.port";
import type { AuthDeps } from "./auth-deps";
import { freeUsername, usernameBase } from "./derive-username";

export type AccountInput = Readonly<{
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: AccountRole;
}>;

export type CreateAccountFailure = { readonly _tag: "EmailTaken" };

/** Tries this many usernames when concurrent sign-ups race for the same one. */
const USERNAME_TRIES = 5;

/**
 * A new account with a hashed password and a unique username derived from the address. A taken address
 * (in any letter case) is refused.
 */
export const createAccount = async (
  deps: Pick<AuthDeps, "users" | "hasher">,
  input: AccountInput,
  now: Date,
): Promise<Result<Account, CreateAccountFailure>> => {
  const email = input.email.trim();
  if (await deps.users.findByEmail(email)) return err({ _tag: "EmailTaken" });
  const passwordHash = await deps.hasher.hash(input.password);
  const base = usernameBase(email);
  for (let attempt = 0; attempt < USERNAME_TRIES; attempt++) {
    const username = freeUsername(base, new Set(await deps.users.usernamesStartingWith(base)));
    const created = await deps.users.create(
      { username, email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: input.role },
      now,
    );
    if (created.ok) return ok(created.value);
    if (created.error._tag === "EmailTaken") return err({ _tag: "EmailTaken" });
  }
  throw new Error(`No free username for the base "${base}" after ${USERNAME_TRIES} tries`);
};
