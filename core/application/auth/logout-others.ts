import { Effect } from "effect";
import type { User } from "../../domain/user/user";
import type { AccountNotFound, AuthDeps, Caller } from "./auth-deps";
import { loadUser } from "./load-user";

/** Revokes every other session of the caller's account; the caller's own session stays. Answers the user. */
export const logoutOthers = (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  caller: Caller,
): Effect.Effect<User, AccountNotFound> =>
  Effect.gen(function* () {
    yield* Effect.promise(() => deps.sessions.revokeAllOfUser(caller.userId, deps.clock.now(), caller.sessionId));
    const user = yield* Effect.promise(() => loadUser(deps, caller.userId, caller.sessionId));
    return user ?? (yield* Effect.fail({ _tag: "AccountNotFound" } as const));
  });
