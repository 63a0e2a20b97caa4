import { LISTING_QUERY_KEYS, SECONDARY_QUERY_KEYS } from "./listing-query-keys";
import { LISTING_VIEW_KEYS } from "./listing-view";

const LISTING_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(LISTING_QUERY_KEYS),
  ...Object.values(SECONDARY_QUERY_KEYS),
  ...Object.values(LISTING_VIEW_KEYS),
]);

const decodeKey = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    return null;
  }
};

/**
 * The part of a query string that is not the listing's (utm_*, click ids...), pair by pair as it came (still
 * encoded), so that rewriting the listing URL never loses it. A pair whose key cannot be decoded is dropped.
 */
export const foreignQuery = (search: string): string =>
  (search.startsWith("?") ? search.slice(1) : search)
    .split("&")
    .filter((pair) => {
      if (pair === "") return false;
      const at = pair.indexOf("=");
      const key = decodeKey(at < 0 ? pair : pair.slice(0, at));
      return key !== null && !LISTING_KEYS.has(key);
    })
    .join("&");
