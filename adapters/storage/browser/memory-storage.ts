import type { StorageLike } from "./storage-like";

/** A Storage kept in memory, for server rendering and tests; nothing outlives the object. */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): StorageLike & {
  readonly entries: () => Readonly<Record<string, string>>;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    entries: () => Object.fromEntries(items),
  };
}
