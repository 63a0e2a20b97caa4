import type { MiddlewareHandler } from "hono";
import type { CacheInvalidationBus } from "../../core/ports/cache-invalidation.port";
import { changesPages } from "./page-cache-rules";

/**
 * After every successful API write that may change what pages show (the rule of the page cache, ADR 029), tells
 * every process through the bus before the answer leaves (ADR 073): by the time the writer has its answer, the
 * announcement is sent, and each other process empties its caches when it arrives.
 */
export const announceApiWrites =
  (bus: CacheInvalidationBus): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (!changesPages(c.req.method, c.req.path, c.res.status)) return;
    try {
      await bus.publish();
    } catch (error) {
      // The write is done and this process's caches are empty; the others fall back to their lifetimes.
      console.error(
        `Cache invalidation: could not announce a write (${error instanceof Error ? error.message : error})`,
      );
    }
  };

/** Empties each of a process's caches on every announcement of the bus; answers the unsubscribe. */
export const emptyOnAnnouncements = (bus: CacheInvalidationBus, caches: readonly (() => void)[]): (() => void) =>
  bus.subscribe(() => {
    for (const empty of caches) empty();
  });
