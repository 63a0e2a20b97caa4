/** Caches a function of a text key; the cache is dropped when it grows past `limit` entries. */
export const memoized = <T>(compute: (key: string) => T, limit = 10_000): ((key: string) => T) => {
  const cache = new Map<string, T>();
  return (key) => {
    const known = cache.get(key);
    if (known !== undefined) return known;
    if (cache.size >= limit) cache.clear();
    const value = compute(key);
    cache.set(key, value);
    return value;
  };
};
