import { err, ok, type Result } from "../shared/result";
import type { ListingFacets } from "./facets";
import type { ListingFilter } from "./listing-filter";
import { splitListingPath } from "./listing-path";
import { parseListingQuery } from "./listing-query";
import { parseListingRoute } from "./listing-route";
import type { ListingRouteError } from "./listing-route.errors";
import { parseQueryString } from "./query-string-parse";
import { parseSecondaryFilter } from "./secondary-filter";

/**
 * Reads a whole listing URL (path and query string) into the filter state. A path that names no valid
 * listing is an error value (404); query values outside the facets are dropped, never an error.
 */
export const parseListingUrl = (
  url: { readonly pathname: string; readonly search: string },
  facets: ListingFacets,
): Result<ListingFilter, ListingRouteError> => {
  const params = splitListingPath(url.pathname);
  if (params === null) return err({ _tag: "NotListingPath", path: url.pathname });
  const route = parseListingRoute(params, facets);
  if (!route.ok) return route;
  const query = parseQueryString(url.search);
  return ok({
    route: route.value,
    query: parseListingQuery(query, facets),
    secondary: parseSecondaryFilter(query, facets),
  });
};
