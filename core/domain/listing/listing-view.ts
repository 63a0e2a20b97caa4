import { ok, type Result } from "../shared/result";
import type { ListingFacets } from "./facets";
import type { ListingFilter } from "./listing-filter";
import { parseListingPageNumber } from "./listing-page-number";
import type { ListingRouteError } from "./listing-route.errors";
import { type ListingSortKey, parseListingSort } from "./listing-sort";
import { parseListingUrl } from "./listing-url";
import { parseQueryString } from "./query-string-parse";

/** What a listing URL shows: the filter, the order and how many pages (pages 1..page are shown at once). */
export type ListingView = {
  readonly filter: ListingFilter;
  readonly sort: ListingSortKey;
  readonly page: number;
};

/**
 * URL names the listing page adds to spec 2's parameters: the order, the number of pages shown, and the marker a
 * filter form sends so that its fields are read as the whole choice (listing-form.ts).
 */
export const LISTING_VIEW_KEYS = { sort: "sort", page: "page", form: "form" } as const;

/** Reads a listing URL: the filter as spec 2 and ADR 006 read it, then the order and the page count. */
export const parseListingView = (
  url: { readonly pathname: string; readonly search: string },
  facets: ListingFacets,
): Result<ListingView, ListingRouteError> => {
  const filter = parseListingUrl(url, facets);
  if (!filter.ok) return filter;
  const params = parseQueryString(url.search);
  return ok({
    filter: filter.value,
    sort: parseListingSort(params.get(LISTING_VIEW_KEYS.sort)),
    page: parseListingPageNumber(params.get(LISTING_VIEW_KEYS.page)),
  });
};
