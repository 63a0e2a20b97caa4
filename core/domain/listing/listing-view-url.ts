import type { ListingView } from "./listing-view";
import { LISTING_VIEW_KEYS } from "./listing-view";
import { serialiseListingUrl } from "./listing-url-serialise";
import { DEFAULT_LISTING_SORT_KEY, type ListingSortKey } from "./listing-sort";
import { formatQueryString } from "./query-string-format";

/** Appends query text ("a=1&b=2", already encoded) to a URL that may or may not have a query yet. */
const append = (url: string, query: string): string =>
  query === "" ? url : `${url}${url.includes("?") ? "&" : "?"}${query}`;

/** The order and the page count as query text; the defaults (rating, page 1) are left out. */
export const viewQuery = ({ sort, page }: { readonly sort: ListingSortKey; readonly page: number }): string =>
  formatQueryString([
    [LISTING_VIEW_KEYS.sort, sort === DEFAULT_LISTING_SORT_KEY ? "" : sort],
    [LISTING_VIEW_KEYS.page, page > 1 ? String(page) : ""],
  ]).slice(1);

/**
 * The URL of a listing view: the filter's URL (ADR 006 order), then sort and page, then the parameters that are
 * not the listing's (`foreign`, e.g. utm_source=x, kept as they came).
 */
export const listingViewUrl = (view: ListingView, foreign = ""): string =>
  append(append(serialiseListingUrl(view.filter), viewQuery(view)), foreign);

/** A page that embeds a fixed listing (a landing page) keeps only the order and page count in its own URL. */
export const embeddedListingUrl = (
  path: string,
  view: { readonly sort: ListingSortKey; readonly page: number },
  foreign = "",
): string => append(append(path, viewQuery(view)), foreign);
