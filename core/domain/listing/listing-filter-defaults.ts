import type { ListingQuery, SecondaryFilter } from "./listing-filter";

/** The query state when the URL carries no listing parameters. */
export const EMPTY_LISTING_QUERY: ListingQuery = {
  countries: [],
  cities: [],
  educationType: "catalog",
  hasGrant: false,
  partners: false,
  vacancies: false,
  langCourses: false,
  directions: [],
  programLevels: [],
  languages: [],
  specialties: [],
  title: "",
};

/** The second filter set with nothing chosen; price_from defaults to 0 (spec 9). */
export const EMPTY_SECONDARY_FILTER: SecondaryFilter = {
  typeEducations: [],
  degreePrograms: [],
  typeGrants: [],
  langInstructions: [],
  directions: [],
  cities: [],
  countries: [],
  priceFrom: 0,
};
