import { resolveFacetList } from "./facet-list";
import type { ListingFacets } from "./facets";
import type { ListingQuery } from "./listing-filter";
import { parseListingFlag } from "./listing-flag";
import { LISTING_QUERY_KEYS as KEYS } from "./listing-query-keys";
import { normaliseListingTitle } from "./listing-title";
import { parseListingType } from "./listing-type";

/**
 * Reads the listing query parameters of spec 2 from a decoded query map. Slugs or ids resolve against the
 * facets (country, city, directions, program_levels via degree_programs, languages via lang_instructions,
 * specialties); anything else is dropped, so the result holds only allowed values.
 */
export const parseListingQuery = (params: ReadonlyMap<string, string>, facets: ListingFacets): ListingQuery => ({
  countries: resolveFacetList(params.get(KEYS.countries), facets.countries),
  cities: resolveFacetList(params.get(KEYS.cities), facets.cities),
  educationType: parseListingType(params.get(KEYS.educationType)?.trim() ?? "") ?? "catalog",
  hasGrant: parseListingFlag(params.get(KEYS.hasGrant)),
  partners: parseListingFlag(params.get(KEYS.partners)),
  vacancies: parseListingFlag(params.get(KEYS.vacancies)),
  langCourses: parseListingFlag(params.get(KEYS.langCourses)),
  directions: resolveFacetList(params.get(KEYS.directions), facets.directions),
  programLevels: resolveFacetList(params.get(KEYS.programLevels), facets.degree_programs),
  languages: resolveFacetList(params.get(KEYS.languages), facets.lang_instructions),
  specialties: resolveFacetList(params.get(KEYS.specialties), facets.specialties),
  title: normaliseListingTitle(params.get(KEYS.title) ?? ""),
});
