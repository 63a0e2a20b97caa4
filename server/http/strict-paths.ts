import type { MiddlewareHandler } from "hono";
import { resolvePath } from "../../core/domain/route/resolve-path";

/** Paths that are not pages: the API, uploads, build files, and anything whose last segment has a dot. */
const NOT_A_PAGE = /^\/(api|api-dev|uploads|assets)(\/|$)|\.[^/]*$/;

/**
 * Spec 2: every route ends with a slash and is matched strictly. A known page path typed without its slash
 * answers 301 to the slash form with the query kept; everything else passes on (unknown paths become 404 pages).
 */
export const strictPaths: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if ((method !== "GET" && method !== "HEAD") || NOT_A_PAGE.test(c.req.path)) return next();
  const resolution = resolvePath(c.req.path);
  if (resolution._tag !== "Redirect") return next();
  const search = new URL(c.req.url).search;
  return c.redirect(`${resolution.location}${search}`, 301);
};
