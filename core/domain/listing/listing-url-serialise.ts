import type { FacetRef, ListingFilter } from "./listing-filter";
import { LISTING_QUERY_KEYS as FIRST, SECONDARY_QUERY_KEYS as SECOND } from "./listing-query-keys";
import { listingPath } from "./listing-route-path";
import { normaliseListingTitle } from "./listing-title";
import { formatQueryString, type QueryPair } from "./query-string-format";

const slugs = (refs: readonly FacetRef[]): readonly string[] => refs.map((ref) => ref.slug);

const flag = (on: boolean): string => (on ? "true" : "");

/**
 * Writes the filter back as a URL (path and query string) in the canonical order of LISTING_QUERY_KEYS then
 * SECONDARY_QUERY_KEYS, with slugs for facets and no empty or default values, so parseListingUrl reads it back.
 */
export const serialiseListingUrl = (filter: ListingFilter): string => {
  const { query, secondary } = filter;
  const pairs: readonly QueryPair[] = [
    [FIRST.countries, slugs(query.countries)],
    [FIRST.cities, slugs(query.cities)],
    [FIRST.educationType, query.educationType === "catalog" ? "" : query.educationType],
    [FIRST.hasGrant, flag(query.hasGrant)],
    [FIRST.partners, flag(query.partners)],
    [FIRST.vacancies, flag(query.vacancies)],
    [FIRST.langCourses, flag(query.langCourses)],
    [FIRST.directions, slugs(query.directions)],
    [FIRST.programLevels, slugs(query.programLevels)],
    [FIRST.languages, slugs(query.languages)],
    [FIRST.specialties, slugs(query.specialties)],
    [FIRST.title, normaliseListingTitle(query.title)],
    [SECOND.typeEducations, secondary.typeEducations],
    [SECOND.degreePrograms, slugs(secondary.degreePrograms)],
    [SECOND.typeGrants, secondary.typeGrants],
    [SECOND.langInstructions, slugs(secondary.langInstructions)],
    [SECOND.directions, slugs(secondary.directions)],
    [SECOND.cities, slugs(secondary.cities)],
    [SECOND.countries, slugs(secondary.countries)],
    [SECOND.priceFrom, secondary.priceFrom > 0 ? String(secondary.priceFrom) : ""],
  ];
  return `${listingPath(filter.route)}${formatQueryString(pairs)}`;
};
