import type { MainDataCache, TimedCache } from "../../../core/application/content/main-data-cache";

export type TimedCacheOptions = {
  /** How long an entry is answered after it was stored. */
  readonly ttlMs: number;
  /** At most this many keys are kept; the oldest stored entry goes first. */
  readonly maxEntries: number;
};

/** Values in process memory, timed by the caller's clock. */
export function memoryTimedCache<V>(options: TimedCacheOptions): TimedCache<V> & { clear(): void } {
  const entries = new Map<string, { readonly value: V; readonly expiresAt: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= now.getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, now) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now.getTime() + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    clear() {
      entries.clear();
    },
  };
}

/** Main data is cached for a minute; the per-path part keeps at most 500 paths (ADR 013). */
export const MAIN_DATA_TTL_MS = 60_000;
export const MAIN_DATA_MAX_PATHS = 500;

export function memoryMainDataCache(): MainDataCache {
  return {
    site: memoryTimedCache({ ttlMs: MAIN_DATA_TTL_MS, maxEntries: 1 }),
    paths: memoryTimedCache({ ttlMs: MAIN_DATA_TTL_MS, maxEntries: MAIN_DATA_MAX_PATHS }),
  };
}
