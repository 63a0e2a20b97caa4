import type { MiddlewareHandler } from "hono";
import { changesPages } from "./page-cache-rules";

/**
 * Calls `onWrite` after every successful API write that may change what pages show (`changesPages`: not the visit
 * report, not signing in, refreshing or out). The page cache and the API's content caches both listen this way.
 */
export const onApiWrites =
  (onWrite: () => void): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (changesPages(c.req.method, c.req.path, c.res.status)) onWrite();
  };
