import { isbot } from "isbot";
import { AUTH_COOKIE, readCookie } from "../../adapters/storage/browser/auth-cookie";
import { pageQueryNames } from "../../ui/app/page-query-names";

/**
 * Which requests and responses the page cache may share between visitors (docs/adr/029-page-cache.md). Every
 * request header a page's HTML depends on is either part of the key or a reason to bypass.
 */

/** GET and HEAD only, and only anonymous visitors: whoever carries the auth cookie gets their own render. */
export const mayUseCache = (request: Request): boolean =>
  (request.method === "GET" || request.method === "HEAD") && !readCookie(request.headers.get("cookie"), AUTH_COOKIE);

/**
 * The page a request asks for, as far as its HTML goes: the origin (canonical links use it when SITE_ORIGIN is
 * unset), path and query, and bot or not (third-party widgets are left out for bots). Give it the shared request
 * (`sharedPageRequest`): its query holds only what the page reads. The method is not part of it: HEAD is answered
 * from a GET's page.
 */
export const pageCacheKey = (request: Request): string => {
  const { origin, pathname, search } = new URL(request.url);
  const bot = isbot(request.headers.get("user-agent") ?? "") ? "bot" : "visitor";
  return `${bot} ${origin}${pathname}${search}`;
};

/** A shared page's request, and the query pairs left out of it (in the order they came). */
export type SharedPageRequest = Readonly<{ request: Request; dropped: readonly (readonly [string, string])[] }>;

/**
 * The request a page shared between visitors is rendered from (docs/adr/070-shutdown-drain-overload-and-page-cache-key.md):
 * its address keeps only the query parameters the page reads (`queryNames`, and utm marks), sorted by name (values of one name in
 * their order), and it carries no Referer (forms fill the referrer and the page address in the browser on
 * submit). A page whose names are not known, and whatever is not a page, keeps its whole query as it came.
 */
export const sharedPageRequest = (
  request: Request,
  queryNames: (pathname: string) => ReadonlySet<string> | null = pageQueryNames,
): SharedPageRequest => {
  const url = new URL(request.url);
  // Pages end with a slash (spec 2); anything else keeps its query: React Router's own requests (`/path/_.data?_routes=`,
  // `/__manifest?paths=`), robots.txt, the sitemaps.
  const names = url.pathname.endsWith("/") ? queryNames(url.pathname) : null;
  const pairs = [...url.searchParams];
  // utm marks are read by every page: its in-page links and forms carry the address's query, so they stay.
  const reads = (name: string) => names === null || names.has(name) || name.startsWith("utm_");
  const kept = pairs.filter(([name]) => reads(name));
  const dropped = pairs.filter(([name]) => !reads(name));
  if (names !== null) {
    const sorted = [...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    url.search = new URLSearchParams(sorted).toString();
  }
  const headers = new Headers(request.headers);
  headers.delete("referer");
  return { request: new Request(url, { method: request.method, headers, signal: request.signal }), dropped };
};

/**
 * A redirect of a shared page's render, with the query pairs its request left out put back on a same-origin
 * Location, so a visitor's utm marks and the like survive the redirect as they would have without the cache.
 */
export const withDroppedParams = (response: Response, shared: SharedPageRequest): Response => {
  const location = response.headers.get("location");
  if (shared.dropped.length === 0 || location === null || response.status < 300 || response.status > 399) {
    return response;
  }
  const base = new URL(shared.request.url);
  const target = new URL(location, base);
  if (target.origin !== base.origin) return response;
  for (const [name, value] of shared.dropped) target.searchParams.append(name, value);
  const headers = new Headers(response.headers);
  headers.set("location", location.startsWith("/") ? `${target.pathname}${target.search}${target.hash}` : target.href);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
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
