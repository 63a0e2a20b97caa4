import type { ListingFacets } from "./facets";
import { canonicalListingFilter } from "./listing-canonical";
import { LISTING_QUERY_KEYS } from "./listing-query-keys";
import { parseListingQuery } from "./listing-query";
import { parseListingSort } from "./listing-sort";
import { parseListingType } from "./listing-type";
import { LISTING_VIEW_KEYS, type ListingView } from "./listing-view";
import { parseSecondaryFilter } from "./secondary-filter";

/** The value of the hidden LISTING_VIEW_KEYS.form field of the listing's filter form. */
export const LISTING_FORM_MARKER = "listing";

/** Form entries by name; a checkbox group repeats its name, so repeated values join into one comma list. */
const byName = (entries: Iterable<readonly [string, string]>): ReadonlyMap<string, string> => {
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) values.set(name, [...(values.get(name) ?? []), value]);
  return new Map([...values].map(([name, list]) => [name, list.join(",")]));
};

/**
 * Reads a submitted filter form (GET query or FormData entries) as the whole choice, whatever the path it was sent
 * to: the type comes from education_type, the location from the country and city fields, the program levels and
 * language courses from their checkboxes. Values outside the facets are dropped as in the URL. A changed filter
 * starts again at page 1. The result is canonical (listing-canonical.ts).
 */
export const readListingForm = (entries: Iterable<readonly [string, string]>, facets: ListingFacets): ListingView => {
  const fields = byName(entries);
  const filter = {
    route: {
      type: parseListingType(fields.get(LISTING_QUERY_KEYS.educationType)?.trim() ?? "") ?? "catalog",
      programLevel: null,
      country: null,
      city: null,
    },
    query: { ...parseListingQuery(fields, facets), educationType: "catalog" },
    secondary: parseSecondaryFilter(fields, facets),
  } as const;
  return {
    filter: canonicalListingFilter(filter, facets),
    sort: parseListingSort(fields.get(LISTING_VIEW_KEYS.sort)),
    page: 1,
  };
};
