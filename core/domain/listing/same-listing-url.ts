/** A URL as the listing reads it: the path and the query text (with or without its "?"). */
export type UrlParts = { readonly pathname: string; readonly search: string };

/** Decodes one URL component as a query string does ("+" is a space); a malformed escape is kept as it came. */
const decoded = (text: string, plusIsSpace: boolean): string => {
  const spaced = plusIsSpace ? text.replaceAll("+", " ") : text;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

/** The query's pairs decoded, ordered by key (a key's own pairs keep their order: the first one wins when read). */
const decodedPairs = (search: string): readonly (readonly [string, string])[] =>
  (search.startsWith("?") ? search.slice(1) : search)
    .split("&")
    .filter((pair) => pair !== "")
    .map((pair) => {
      const at = pair.indexOf("=");
      const key = decoded(at < 0 ? pair : pair.slice(0, at), true);
      return [key, decoded(at < 0 ? "" : pair.slice(at + 1), true)] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const decodedPath = (pathname: string): string =>
  pathname
    .split("/")
    .map((segment) => decoded(segment, false))
    .join("/");

/** Splits a URL written as path plus query ("/catalog/?country=china,korea") into its parts. */
export const urlParts = (url: string): UrlParts => {
  const at = url.indexOf("?");
  return at < 0 ? { pathname: url, search: "" } : { pathname: url.slice(0, at), search: url.slice(at) };
};

/**
 * Whether two URLs say the same to a reader of listing URLs, however each was escaped: "%20", "+" and a raw space;
 * "," and "%2C"; Cyrillic raw or percent-encoded; keys in another order. The listing redirects only when the
 * requested URL and its canonical URL differ in this sense, so a URL that a browser, a proxy or the router wrote
 * differently from ours is not redirected to itself (issue 10: two filter values or a title with a space looped).
 */
export const isSameListingUrl = (a: UrlParts, b: UrlParts): boolean => {
  if (decodedPath(a.pathname) !== decodedPath(b.pathname)) return false;
  const left = decodedPairs(a.search);
  const right = decodedPairs(b.search);
  return (
    left.length === right.length && left.every(([key, value], i) => key === right[i]?.[0] && value === right[i]?.[1])
  );
};
