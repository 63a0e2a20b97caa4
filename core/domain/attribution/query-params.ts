const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
};

/**
 * The query parameters of an address (absolute or relative), decoded as a form would encode them.
 * Values are trimmed; empty and undecodable values are skipped; the first remaining value of a name wins.
 */
export const readQueryParams = (address: string): ReadonlyMap<string, string> => {
  const withoutFragment = address.split("#", 1)[0] ?? "";
  const queryStart = withoutFragment.indexOf("?");
  const params = new Map<string, string>();
  if (queryStart < 0) return params;
  for (const pair of withoutFragment.slice(queryStart + 1).split("&")) {
    const separator = pair.indexOf("=");
    if (separator < 0) continue;
    const name = decode(pair.slice(0, separator));
    const value = decode(pair.slice(separator + 1))?.trim();
    if (name === null || value === undefined || value === "" || params.has(name)) continue;
    params.set(name, value);
  }
  return params;
};
