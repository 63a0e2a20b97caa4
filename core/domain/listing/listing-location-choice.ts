import type { FacetRef } from "./listing-filter";
import type { ListingView } from "./listing-view";

/**
 * The view after choosing one place in the location menu: that country (and city) alone, in the path, every other
 * choice kept, back to page 1. Null for both means every country.
 */
export const withLocation = (
  view: ListingView,
  country: FacetRef | null,
  city: FacetRef | null = null,
): ListingView => ({
  ...view,
  page: 1,
  filter: {
    ...view.filter,
    route: { ...view.filter.route, country, city: country === null ? null : city },
    query: { ...view.filter.query, countries: [], cities: [] },
  },
});
