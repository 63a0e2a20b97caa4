import { err, ok, type Result } from "../../domain/shared/result";
import type { User } from "../../domain/user/user";
import type { AccountNotFound, AuthDeps, Caller } from "./auth-deps";
import { loadUser } from "./load-user";

/** Revokes every other session of the caller's account; the caller's own session stays. Answers the user. */
export const logoutOthers = async (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  caller: Caller,
): Promise<Result<User, AccountNotFound>> => {
  await deps.sessions.revokeAllOfUser(caller.userId, deps.clock.now(), caller.sessionId);
  const user = await loadUser(deps, caller.userId, caller.sessionId);
  return user ? ok(user) : err({ _tag: "AccountNotFound" });
};
