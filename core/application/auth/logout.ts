import { err, ok, type Result } from "../../domain/shared/result";
import type { AuthDeps } from "./auth-deps";

export type LogoutFailure = { readonly _tag: "SessionUnknown" } | { readonly _tag: "SessionRevoked" };

/** Revokes the session of this token, expired or not. */
export const logout = async (
  deps: Pick<AuthDeps, "sessions" | "tokens" | "clock">,
  token: string,
): Promise<Result<null, LogoutFailure>> => {
  const session = await deps.sessions.findByTokenHash(deps.tokens.hashToken(token));
  if (!session) return err({ _tag: "SessionUnknown" });
  if (!(await deps.sessions.revoke(session.id, deps.clock.now()))) return err({ _tag: "SessionRevoked" });
  return ok(null);
};
