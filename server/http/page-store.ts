/** A rendered page as the page cache keeps it: the exact bytes, and their gzip form when it is worth having. */
export type StoredPage = Readonly<{
  status: number;
  /** Response headers as sent, without Content-Length and Content-Encoding (set per answer). */
  headers: Readonly<Record<string, string>>;
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
}>;

export type PageStore = Readonly<{
  /** The page stored under `key` if it is younger than the TTL at `nowMs`; a hit makes it the most recent. */
  get(key: string, nowMs: number): StoredPage | undefined;
  /** Stores `page` at `nowMs`, dropping the least recently used pages until the total fits `maxBytes`. */
  set(key: string, page: StoredPage, nowMs: number): void;
  clear(): void;
  /** Bytes held (keys, headers and bodies), never above `maxBytes`. */
  bytes(): number;
  size(): number;
}>;

type Entry = { readonly page: StoredPage; readonly storedAt: number; readonly bytes: number };

/** What an entry costs: both bodies, the key and the headers, at two bytes a character for the strings. */
export const pageBytes = (key: string, page: StoredPage): number =>
  page.body.byteLength +
  (page.gzip?.byteLength ?? 0) +
  2 * key.length +
  Object.entries(page.headers).reduce((sum, [name, value]) => sum + 2 * (name.length + value.length), 0);

/**
 * Pages in process memory, each kept `ttlMs` after it was stored, at most `maxBytes` in all (least recently used
 * first out; a page bigger than the whole budget is not kept). Insertion order of the Map is the recency order.
 */
export function createPageStore({ ttlMs, maxBytes }: Readonly<{ ttlMs: number; maxBytes: number }>): PageStore {
  const entries = new Map<string, Entry>();
  let total = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  return {
    get(key, nowMs) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (nowMs - entry.storedAt >= ttlMs || nowMs < entry.storedAt) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    set(key, page, nowMs) {
      drop(key);
      const bytes = pageBytes(key, page);
      if (ttlMs <= 0 || bytes > maxBytes) return;
      for (const oldest of entries.keys()) {
        if (total + bytes <= maxBytes) break;
        drop(oldest);
      }
      entries.set(key, { page, storedAt: nowMs, bytes });
      total += bytes;
    },
    clear() {
      entries.clear();
      total = 0;
    },
    bytes: () => total,
    size: () => entries.size,
  };
}
