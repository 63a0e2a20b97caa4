import type { User } from "../../domain/user/user";
import type { AuthDeps, Caller } from "./auth-deps";
import { loadUser } from "./load-user";

/** The caller's own user, with sessions; null when the account no longer exists. */
export const currentUser = (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  caller: Caller,
): Promise<User | null> => loadUser(deps, caller.userId, caller.sessionId);
