import { err, ok, type Result } from "../../domain/shared/result";
import type { ConsumeResetCodeError } from "../../ports/password-reset-repository.port";
import type { AuthDeps } from "./auth-deps";

export type PasswordResetInput = Readonly<{ code: string; password: string }>;

/**
 * Sets a new password with a reset code. The code is used up (once, atomically) before the password changes;
 * every session of the account is revoked, so whoever had the old password is signed out everywhere.
 */
export const resetPassword = async (
  deps: Pick<AuthDeps, "users" | "sessions" | "resetCodes" | "hasher" | "tokens" | "clock">,
  input: PasswordResetInput,
): Promise<Result<null, ConsumeResetCodeError>> => {
  const now = deps.clock.now();
  const consumed = await deps.resetCodes.consume(deps.tokens.hashToken(input.code), now);
  if (!consumed.ok) return err(consumed.error);
  const passwordHash = await deps.hasher.hash(input.password);
  const updated = await deps.users.updateSecurity(consumed.value.userId, { passwordHash }, now);
  if (!updated.ok) return err({ _tag: "CodeUnknown" });
  await deps.sessions.revokeAllOfUser(consumed.value.userId, now, null);
  return ok(null);
};
