/** Decodes one query-string component ("+" is a space); a malformed escape gives null instead of throwing. */
const decodeComponent = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
};

/**
 * Reads a query string ("?a=1&b=2" or "a=1&b=2") into a map. The first occurrence of a key wins;
 * a pair with a malformed escape is skipped; a key without "=" has the empty value.
 */
export const parseQueryString = (search: string): ReadonlyMap<string, string> => {
  const params = new Map<string, string>();
  const body = search.startsWith("?") ? search.slice(1) : search;
  for (const pair of body.split("&")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    const key = decodeComponent(at < 0 ? pair : pair.slice(0, at));
    const value = decodeComponent(at < 0 ? "" : pair.slice(at + 1));
    if (key === null || value === null || params.has(key)) continue;
    params.set(key, value);
  }
  return params;
};
