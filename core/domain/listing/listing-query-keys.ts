import type { ListingQuery, SecondaryFilter } from "./listing-filter";

/** URL names of the listing query parameters (spec 2), in the canonical order of a serialised URL. */
export const LISTING_QUERY_KEYS = {
  countries: "country",
  cities: "city",
  educationType: "education_type",
  hasGrant: "has_grant",
  partners: "partners",
  vacancies: "vacancies",
  langCourses: "lang-courses",
  directions: "directions",
  programLevels: "program_levels",
  languages: "languages",
  specialties: "specialties",
  title: "title",
} as const satisfies Record<keyof ListingQuery, string>;

/**
 * URL names of the second filter set: its server names under a "filter." prefix, so that its
 * directions never meet the first set's (docs/adr/006-listing-filters.md). These follow the first set.
 */
export const SECONDARY_QUERY_KEYS = {
  typeEducations: "filter.type_educations",
  degreePrograms: "filter.degree_programs",
  typeGrants: "filter.type_grants",
  langInstructions: "filter.lang_instructions",
  directions: "filter.directions",
  cities: "filter.cities",
  countries: "filter.countries",
  priceFrom: "filter.price_from",
} as const satisfies Record<keyof SecondaryFilter, string>;
