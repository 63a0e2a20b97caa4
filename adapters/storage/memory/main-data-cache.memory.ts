import type {
  MainDataCache,
  PathMainData,
  SiteMainData,
  TimedCache,
} from "../../../core/application/content/main-data-cache";
import type { PageData } from "../../../core/domain/main-data/page-data";

export type TimedCacheOptions = {
  /** How long an entry is answered after it was stored. */
  readonly ttlMs: number;
  /** At most this many keys are kept; the oldest stored entry goes first. */
  readonly maxEntries: number;
};

/** Values in process memory, timed by the caller's clock. */
export function memoryTimedCache<V>(options: TimedCacheOptions): TimedCache<V> {
  const entries = new Map<string, { readonly value: V; readonly expiresAt: number }>();
  const loading = new Map<string, Promise<V>>();
  /** Moves on every clear, so that a load begun before it does not store what it read. */
  let generation = 0;

  const store = (key: string, value: V, now: Date) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now.getTime() + options.ttlMs });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  };

  return {
    read(key, now, load) {
      const entry = entries.get(key);
      if (entry !== undefined) {
        if (entry.expiresAt > now.getTime()) return Promise.resolve(entry.value);
        entries.delete(key);
      }
      const pending = loading.get(key);
      if (pending !== undefined) return pending;
      const started = generation;
      const loaded = load()
        .then((value) => {
          if (started === generation) store(key, value, now);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === loaded) loading.delete(key);
        });
      loading.set(key, loaded);
      return loaded;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}

/** Main data and page data are cached for a minute; the per-path parts keep at most 500 paths each (ADR 013). */
export const MAIN_DATA_TTL_MS = 60_000;
export const MAIN_DATA_MAX_PATHS = 500;

export function memoryMainDataCache(): MainDataCache {
  const perPath = { ttlMs: MAIN_DATA_TTL_MS, maxEntries: MAIN_DATA_MAX_PATHS };
  const site = memoryTimedCache<SiteMainData>({ ttlMs: MAIN_DATA_TTL_MS, maxEntries: 1 });
  const paths = memoryTimedCache<PathMainData>(perPath);
  const pages = memoryTimedCache<PageData>(perPath);
  return {
    site,
    paths,
    pages,
    clear() {
      site.clear();
      paths.clear();
      pages.clear();
    },
  };
}
