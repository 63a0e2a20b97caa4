import { isRefreshAccepted } from "../../domain/auth/refresh-window";
import { err, ok, type Result } from "../../domain/shared/result";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { issueSession } from "./issue-session";
import { userOfAccount } from "./load-user";
import type { SignedIn } from "./register";

export type RefreshFailure =
  | { readonly _tag: "SessionUnknown" }
  | { readonly _tag: "SessionRevoked" }
  /** The token expired more than the refresh grace (30 days) ago. */
  | { readonly _tag: "RefreshWindowPassed" }
  | { readonly _tag: "AccountNotFound" };

/**
 * Trades a token (expired or not, up to 30 days after its expiry) for a new one. The old token dies: only the
 * call that revokes it gets the new session, so a token cannot be refreshed twice, even concurrently.
 */
export const refresh = async (
  deps: AuthDeps,
  token: string,
  client: ClientInfo,
): Promise<Result<SignedIn, RefreshFailure>> => {
  const now = deps.clock.now();
  const session = await deps.sessions.findByTokenHash(deps.tokens.hashToken(token));
  if (!session) return err({ _tag: "SessionUnknown" });
  if (session.revokedAt) return err({ _tag: "SessionRevoked" });
  if (!isRefreshAccepted(session.expiresAt.toISOString(), now)) return err({ _tag: "RefreshWindowPassed" });
  const account = await deps.users.findById(session.userId);
  if (!account) return err({ _tag: "AccountNotFound" });
  if (!(await deps.sessions.revoke(session.id, now))) return err({ _tag: "SessionRevoked" });
  const issued = await issueSession(deps, account.id, client, now);
  return ok({ record: issued.record, user: await userOfAccount(deps, account, issued.sessionId) });
};
