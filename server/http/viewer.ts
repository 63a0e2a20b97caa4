import type { Context, MiddlewareHandler } from "hono";
import type { Clock } from "../../core/ports/clock.port";
import type { SessionAuthenticator, Viewer } from "../../core/ports/session-authenticator.port";
import { apiError } from "./api-error";
import type { AppEnv } from "./app-env";

/** Paths that must work with an expired token (they are how a client recovers). */
const EXPIRY_EXEMPT = [/\/auth\/refresh\/?$/, /\/auth\/logout\/?$/];

/**
 * Reads the bearer token once per request. An expired token answers 406 on every call but refresh and logout,
 * so the client refreshes and retries; an unknown or revoked token counts as anonymous here and answers 401
 * only where an account is required (`requireViewer`).
 */
export function authenticate(authenticator: SessionAuthenticator, clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1] ?? null;
    c.set("token", token);
    if (!token) {
      c.set("auth", { _tag: "Anonymous" });
      return next();
    }
    const auth = await authenticator.authenticate(token, clock.now());
    c.set("auth", auth);
    if (auth._tag === "Expired" && !EXPIRY_EXEMPT.some((re) => re.test(c.req.path))) {
      return apiError(c, 406, "Срок действия токена истёк.");
    }
    return next();
  };
}

/** The viewer if the call is authenticated. */
export function viewerOf(c: Context<AppEnv>): Viewer | null {
  const auth = c.get("auth");
  return auth?._tag === "Authenticated" ? auth.viewer : null;
}

/** For handlers that need an account: the viewer, or a 401 response to return. */
export function requireViewer(c: Context<AppEnv>): { viewer: Viewer } | { response: Response } {
  const viewer = viewerOf(c);
  if (viewer) return { viewer };
  return { response: apiError(c, 401, "Требуется вход в аккаунт.") };
}

/** The staff console's text for everyone it refuses (ADR 056). */
export const STAFF_ONLY_MESSAGE = "Доступно только сотрудникам.";

/**
 * For the staff console's calls: the viewer when it is staff or admin (or admin only with `admin`), else a 403
 * response to return. Anonymous callers get 403 too: the console is refused, not offered a login (issue 14's matrix).
 */
export function requireStaff(
  c: Context<AppEnv>,
  level: "staff" | "admin" = "staff",
): { viewer: Viewer } | { response: Response } {
  const viewer = viewerOf(c);
  const allowed = viewer !== null && (viewer.role === "admin" || (level === "staff" && viewer.role === "staff"));
  return allowed ? { viewer } : { response: apiError(c, 403, STAFF_ONLY_MESSAGE) };
}
