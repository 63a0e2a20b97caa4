import { Effect } from "effect";
import type { User } from "../../domain/user/user";
import type { HasherBusy } from "../../ports/password-hasher.port";
import type { Account, SecurityChanges } from "../../ports/user-repository.port";
import type { TooManyAttempts } from "./attempt-limit";
import type { AccountNotFound, AuthDeps, Caller, ClientInfo } from "./auth-deps";
import { hasPassword } from "./account-user";
import { userOfAccount } from "./load-user";
import { checkPasswordUnderLimit, loginAttemptKey } from "./login-throttle";

/** Only the given values change; the caller has already dropped empty ones. */
export type SecurityInput = Readonly<{
  email?: string;
  phone?: string;
  currentPassword?: string;
  newPassword?: string;
}>;

export type EditSecurityFailure =
  | AccountNotFound
  /** A new e-mail or password was given without the current password. */
  | { readonly _tag: "CurrentPasswordRequired" }
  | { readonly _tag: "CurrentPasswordWrong" }
  | { readonly _tag: "EmailTaken" }
  | TooManyAttempts
  | HasherBusy;

const failWith = (_tag: Exclude<EditSecurityFailure["_tag"], "TooManyAttempts" | "HasherBusy">) =>
  Effect.fail<EditSecurityFailure>({ _tag });

/** The current password, checked under the login limit: a wrong one counts as a failed login from this IP. */
const checkCurrentPassword = (
  deps: AuthDeps,
  account: Account,
  currentPassword: string | undefined,
  client: ClientInfo,
  now: Date,
): Effect.Effect<void, EditSecurityFailure> =>
  Effect.gen(function* () {
    if (currentPassword === undefined) return yield* failWith("CurrentPasswordRequired");
    const key = loginAttemptKey(account.email, client.ip);
    if (!(yield* checkPasswordUnderLimit(deps, key, currentPassword, account.passwordHash, now))) {
      return yield* failWith("CurrentPasswordWrong");
    }
  });

/**
 * Changes the caller's e-mail, phone or password. A new e-mail or password needs the current password (when the
 * account has one), checked
 * under the same limit as logins (a wrong one counts as a failed login of the account from this IP). A new
 * password signs out every other session of the account.
 */
export const editSecurity = (
  deps: AuthDeps,
  caller: Caller,
  input: SecurityInput,
  client: ClientInfo,
): Effect.Effect<User, EditSecurityFailure> =>
  Effect.gen(function* () {
    const now = deps.clock.now();
    const account = yield* Effect.promise(() => deps.users.findById(caller.userId));
    if (!account) return yield* failWith("AccountNotFound");
    const email = input.email?.trim();
    const emailChanges = email !== undefined && email !== account.email;
    // An account without a password (registered through a network) has nothing to check: its session is the proof.
    if ((emailChanges || input.newPassword !== undefined) && hasPassword(account)) {
      yield* checkCurrentPassword(deps, account, input.currentPassword, client, now);
    }
    if (emailChanges) {
      const holder = yield* Effect.promise(() => deps.users.findByEmail(email));
      if (holder && holder.id !== account.id) return yield* failWith("EmailTaken");
    }
    const newPassword = input.newPassword;
    const changes: SecurityChanges = {
      ...(emailChanges ? { email } : {}),
      ...(input.phone !== undefined ? { phone: input.phone.trim() } : {}),
      ...(newPassword !== undefined ? { passwordHash: yield* deps.hasher.hash(newPassword) } : {}),
    };
    const updated = yield* deps.users.updateSecurity(caller.userId, changes, now);
    if (newPassword !== undefined) {
      yield* Effect.promise(() => deps.sessions.revokeAllOfUser(caller.userId, now, caller.sessionId));
    }
    return yield* Effect.promise(() => userOfAccount(deps, updated, caller.sessionId));
  });
