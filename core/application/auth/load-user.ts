import { subSeconds } from "date-fns";
import { REFRESH_GRACE_SECONDS } from "../../domain/auth/token-lifetime";
import type { User } from "../../domain/user/user";
import type { Account } from "../../ports/user-repository.port";
import { accountToUser } from "./account-user";
import type { AuthDeps } from "./auth-deps";

/**
 * The account as a User with its active sessions: not revoked and still refreshable (expired less than the refresh
 * grace ago). `currentSessionId` marks the caller's own session.
 */
export const userOfAccount = async (
  deps: Pick<AuthDeps, "sessions" | "clock">,
  account: Account,
  currentSessionId: number | null,
): Promise<User> => {
  const sessions = await deps.sessions.listActive(account.id, subSeconds(deps.clock.now(), REFRESH_GRACE_SECONDS));
  return accountToUser(account, sessions, currentSessionId);
};

/** The User of an account id, or null when the account no longer exists. */
export const loadUser = async (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  userId: number,
  currentSessionId: number | null,
): Promise<User | null> => {
  const account = await deps.users.findById(userId);
  return account ? userOfAccount(deps, account, currentSessionId) : null;
};
