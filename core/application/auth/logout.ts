import { Effect } from "effect";
import type { AuthDeps } from "./auth-deps";

export type LogoutFailure = { readonly _tag: "SessionUnknown" } | { readonly _tag: "SessionRevoked" };

/** Revokes the session of this token, expired or not. */
export const logout = (
  deps: Pick<AuthDeps, "sessions" | "tokens" | "clock">,
  token: string,
): Effect.Effect<null, LogoutFailure> =>
  Effect.gen(function* () {
    const session = yield* Effect.promise(() => deps.sessions.findByTokenHash(deps.tokens.hashToken(token)));
    if (!session) return yield* Effect.fail({ _tag: "SessionUnknown" } as const);
    const revoked = yield* Effect.promise(() => deps.sessions.revoke(session.id, deps.clock.now()));
    if (!revoked) return yield* Effect.fail({ _tag: "SessionRevoked" } as const);
    return null;
  });
