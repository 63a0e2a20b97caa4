import type { AuthRecord } from "../../domain/auth/auth-record";
import { err, ok, type Result } from "../../domain/shared/result";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { issueSession } from "./issue-session";
import { type LoginFailure, loginAttemptKey, loginLockout, recordLoginFailure } from "./login-throttle";

export type Credentials = Readonly<{ email: string; password: string }>;

/**
 * Signs in with address and password. At most 5 failures per 15 minutes per account and IP: past that every
 * attempt is refused (even a right one) until the oldest failure ages out. A success clears the failures.
 */
export const login = async (
  deps: AuthDeps,
  credentials: Credentials,
  client: ClientInfo,
): Promise<Result<AuthRecord, LoginFailure>> => {
  const now = deps.clock.now();
  const key = loginAttemptKey(credentials.email, client.ip);
  const lockout = await loginLockout(deps, key, now);
  if (lockout) return err(lockout);
  const account = await deps.users.findByEmail(credentials.email.trim());
  const matches = await deps.hasher.verify(credentials.password, account?.passwordHash ?? null);
  if (!account || !matches) {
    await recordLoginFailure(deps, key, now);
    return err({ _tag: "InvalidCredentials" });
  }
  await deps.attempts.clear(key);
  const session = await issueSession(deps, account.id, client, now);
  return ok(session.record);
};
