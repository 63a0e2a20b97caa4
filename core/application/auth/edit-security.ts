import { err, ok, type Result } from "../../domain/shared/result";
import type { User } from "../../domain/user/user";
import type { SecurityChanges } from "../../ports/user-repository.port";
import type { TooManyAttempts } from "./attempt-limit";
import type { AccountNotFound, AuthDeps, Caller, ClientInfo } from "./auth-deps";
import { userOfAccount } from "./load-user";
import { loginAttemptKey, loginLockout, recordLoginFailure } from "./login-throttle";

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
  | TooManyAttempts;

/**
 * Changes the caller's e-mail, phone or password. A new e-mail or password needs the current password, checked
 * under the same limit as logins (a wrong one counts as a failed login of the account from this IP). A new
 * password signs out every other session of the account.
 */
export const editSecurity = async (
  deps: AuthDeps,
  caller: Caller,
  input: SecurityInput,
  client: ClientInfo,
): Promise<Result<User, EditSecurityFailure>> => {
  const now = deps.clock.now();
  const account = await deps.users.findById(caller.userId);
  if (!account) return err({ _tag: "AccountNotFound" });
  const email = input.email?.trim();
  const emailChanges = email !== undefined && email !== account.email;
  if (emailChanges || input.newPassword !== undefined) {
    if (input.currentPassword === undefined) return err({ _tag: "CurrentPasswordRequired" });
    const key = loginAttemptKey(account.email, client.ip);
    const lockout = await loginLockout(deps, key, now);
    if (lockout) return err(lockout);
    if (!(await deps.hasher.verify(input.currentPassword, account.passwordHash))) {
      await recordLoginFailure(deps, key, now);
      return err({ _tag: "CurrentPasswordWrong" });
    }
  }
  if (emailChanges) {
    const holder = await deps.users.findByEmail(email);
    if (holder && holder.id !== account.id) return err({ _tag: "EmailTaken" });
  }
  const changes: SecurityChanges = {
    ...(emailChanges ? { email } : {}),
    ...(input.phone !== undefined ? { phone: input.phone.trim() } : {}),
    ...(input.newPassword !== undefined ? { passwordHash: await deps.hasher.hash(input.newPassword) } : {}),
  };
  const updated = await deps.users.updateSecurity(caller.userId, changes, now);
  if (!updated.ok) return err(updated.error);
  if (input.newPassword !== undefined) await deps.sessions.revokeAllOfUser(caller.userId, now, caller.sessionId);
  return ok(await userOfAccount(deps, updated.value, caller.sessionId));
};
