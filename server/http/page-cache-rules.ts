import { isbot } from "isbot";
import { AUTH_COOKIE, readCookie } from "../../adapters/storage/browser/auth-cookie";

/**
 * Which requests and responses the page cache may share between visitors (docs/adr/029-page-cache.md). Every
 * request header a page's HTML depends on is either part of the key or a reason to bypass.
 */

/** GET and HEAD only, and only anonymous visitors: whoever carries the auth cookie gets their own render. */
export const mayUseCache = (request: Request): boolean =>
  (request.method === "GET" || request.method === "HEAD") && !readCookie(request.headers.get("cookie"), AUTH_COOKIE);

/**
 * The page a request asks for, as far as its HTML goes: the origin (canonical links use it when SITE_ORIGIN is
 * unset), path and query, bot or not (third-party widgets are left out for bots), and the Referer, which forms
 * carry in a hidden field. The method is not part of it: HEAD is answered from a GET's page.
 */
export const pageCacheKey = (request: Request): string => {
  const { origin, pathname, search } = new URL(request.url);
  const bot = isbot(request.headers.get("user-agent") ?? "") ? "bot" : "visitor";
  return `${bot} ${origin}${pathname}${search} ${request.headers.get("referer") ?? ""}`;
};

const PRIVATE = /(^|,)\s*(no-store|private)\s*(,|$)/i;

/** A complete 200 HTML page that sets no cookie and that its route did not mark private or no-store. */
export const isShareable = (response: Response): boolean =>
  response.status === 200 &&
  response.body !== null &&
  (response.headers.get("content-type") ?? "").startsWith("text/html") &&
  !response.headers.has("set-cookie") &&
  !response.headers.has("content-encoding") &&
  !PRIVATE.test(response.headers.get("cache-control") ?? "");

/**
 * API writes that change no page: the visit report (sent on every visitor's first load) and the session
 * bookkeeping of signing in, refreshing and signing out (signed-in visitors bypass the cache anyway).
 */
const PAGE_NEUTRAL_WRITE = /^\/api(-dev)?\/(ru\/v1\/visit|auth\/(login|refresh|logout))\/?$/;

/** A successful API write that may change what some page shows. */
export const changesPages = (method: string, path: string, status: number): boolean =>
  method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && status < 400 && !PAGE_NEUTRAL_WRITE.test(path);
