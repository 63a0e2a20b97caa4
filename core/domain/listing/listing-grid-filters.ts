import type { FilterParams } from "../catalogue/filter-params";
import type { ListingFilter } from "./listing-filter";
import { listingServerQuery } from "./listing-server-query";
import { secondaryServerQuery } from "./secondary-server-query";

/** An id no record has: a list holding only it matches nothing (docs/adr/012-listing-query.md). */
export const NO_MATCH_ID = "0";

const ids = (text: string): readonly string[] => text.split(",");

/** Both sets' lists for one key: either alone, or the ids they share (none shared: NO_MATCH_ID). */
const shared = (first: string | undefined, second: string | undefined): string | undefined => {
  if (first === undefined || second === undefined) return first ?? second;
  const common = ids(first).filter((id) => ids(second).includes(id));
  return common.length === 0 ? NO_MATCH_ID : common.join(",");
};

/**
 * The listing's two server queries (spec 7) as the filters of one GET /institutions/grid request. Their keys differ
 * except countries, cities and directions, which both sets may name: then an institution must have one of the ids
 * chosen in both (docs/adr/022-listing-page-url-and-rendering.md). Absent keys restrict nothing.
 */
export const listingGridFilters = (filter: ListingFilter): FilterParams => {
  const first = listingServerQuery(filter);
  const second = secondaryServerQuery(filter.secondary);
  const merged: Record<string, string | number | boolean | undefined> = {
    ...first,
    ...second,
    countries: shared(first.countries, second.countries),
    cities: shared(first.cities, second.cities),
    directions: shared(first.directions, second.directions),
  };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
};
