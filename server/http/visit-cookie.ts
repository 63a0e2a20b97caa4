import type { Context } from "hono";
import { getCookie } from "hono/cookie";

/**
 * The visit session the server issued to this browser, as an HttpOnly cookie (ADR 072): set by every POST /visit
 * and read by GET /check, which answers only about the visits of that session. Scoped to the check's own path, so
 * pages, their cache and every other call never carry it; a script on the page cannot read it.
 */
export const VISIT_COOKIE = "shuyuan_visit";

/** A year, as long as the analytics tags keep their own visitor ids. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The check's path under the prefix the visit came through (/api or /api-dev). */
const checkPath = (c: Context): string => `${c.req.path.startsWith("/api-dev/") ? "/api-dev" : "/api"}/ru/v1/check`;

export const visitCookie = (c: Context, sessionId: string, secure: boolean): string =>
  `${VISIT_COOKIE}=${sessionId}; Max-Age=${MAX_AGE_SECONDS}; Path=${checkPath(c)}; HttpOnly; SameSite=Lax${
    secure ? "; Secure" : ""
  }`;

/** The visit session the caller's cookie names, or null. */
export const visitSessionOf = (c: Context): string | null => getCookie(c, VISIT_COOKIE) ?? null;
