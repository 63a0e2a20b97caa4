import { Effect } from "effect";
import { isRefreshAccepted } from "../../domain/auth/refresh-window";
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

const failWith = (_tag: RefreshFailure["_tag"]) => Effect.fail<RefreshFailure>({ _tag });

/**
 * Trades a token (expired or not, up to 30 days after its expiry) for a new one. The old token dies: only the
 * call that revokes it gets the new session, so a token cannot be refreshed twice, even concurrently.
 */
export const refresh = (deps: AuthDeps, token: string, client: ClientInfo): Effect.Effect<SignedIn, RefreshFailure> =>
  Effect.gen(function* () {
    const now = deps.clock.now();
    const session = yield* Effect.promise(() => deps.sessions.findByTokenHash(deps.tokens.hashToken(token)));
    if (!session) return yield* failWith("SessionUnknown");
    if (session.revokedAt) return yield* failWith("SessionRevoked");
    if (!isRefreshAccepted(session.expiresAt.toISOString(), now)) return yield* failWith("RefreshWindowPassed");
    const account = yield* Effect.promise(() => deps.users.findById(session.userId));
    if (!account) return yield* failWith("AccountNotFound");
    if (!(yield* Effect.promise(() => deps.sessions.revoke(session.id, now)))) return yield* failWith("SessionRevoked");
    const issued = yield* Effect.promise(() => issueSession(deps, account.id, client, now));
    const user = yield* Effect.promise(() => userOfAccount(deps, account, issued.sessionId));
    return { record: issued.record, user };
  });
