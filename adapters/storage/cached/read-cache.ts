import type { DataVersionSource } from "../../../core/ports/data-version.port";
import { memoryTimedCache } from "../memory/main-data-cache.memory";

/** Keys per table: a listing slice is a few tens of KB, an institution up to about 100 KB. */
export const READ_CACHE_MAX_ENTRIES = 300;

export type ReadCacheOptions = Readonly<{
  /** How long a value is answered after it was read; 0 turns the cache off (every read goes to the store). */
  ttlMs: number;
  /** At most this many keys per table; the oldest stored goes first. */
  maxEntries: number;
  /**
   * Milliseconds of a monotonic clock for lifetimes and version checks; `performance.now` unless a test says
   * otherwise. Not the domain clock: a server composed with a fixed "now" must still see time pass here.
   */
  nowMs?: () => number;
  /** The catalogue's data version, read at most every `versionCheckMs` (1 s): a change, or a failed read, empties the cache. */
  dataVersion?: DataVersionSource;
  versionCheckMs?: number;
}>;

/** One kind of value under string keys: the stored value, else what `load` reads (calls for one key share one load). */
export type ReadTable<V> = (key: string, load: () => Promise<V>) => Promise<V>;

export type ReadCache = Readonly<{
  /** A new table of this cache (emptied with the others). */
  table<V>(): ReadTable<V>;
  /** Forgets every value; loads under way store nothing. Called after a write that may change what the tables hold. */
  clear(): void;
}>;

/**
 * Reads of the published catalogue kept in process memory for a short time (ADR 042), in front of the storage
 * adapters, for the API and server rendering alike. Emptied by the API's writes (the caller wires `clear`) and when
 * the catalogue's data version moves (writes made outside the API).
 */
export function createReadCache(options: ReadCacheOptions): ReadCache {
  const tables: { clear(): void }[] = [];
  const checkEvery = options.versionCheckMs ?? 1000;
  const nowMs = options.nowMs ?? (() => performance.now());
  let checkedAt = Number.NEGATIVE_INFINITY;
  let knownVersion: string | null = null;
  let checking: Promise<void> | null = null;

  const clear = () => {
    for (const table of tables) table.clear();
  };

  /** Reads the data version when the last reading is older than `checkEvery`; values wait for that reading. */
  const versionChecked = (): Promise<void> | null => {
    const source = options.dataVersion;
    if (source === undefined) return null;
    if (checking === null && nowMs() - checkedAt < checkEvery) return null;
    checking ??= source
      .current()
      .then(
        (version) => {
          if (version !== knownVersion) clear();
          knownVersion = version;
        },
        () => {
          clear();
          knownVersion = null;
        },
      )
      .finally(() => {
        checkedAt = nowMs();
        checking = null;
      });
    return checking;
  };

  return {
    table<V>(): ReadTable<V> {
      if (options.ttlMs <= 0) return (_key, load) => load();
      const cache = memoryTimedCache<V>({ ttlMs: options.ttlMs, maxEntries: options.maxEntries });
      tables.push(cache);
      return async (key, load) => {
        const check = versionChecked();
        if (check !== null) await check;
        // The timed cache compares instants only with each other: the monotonic milliseconds serve as its instants.
        return cache.read(key, new Date(nowMs()), load);
      };
    },
    clear,
  };
}
