import type { ListingCriteria } from "../../ports/institution-listing-repository.port";

/** Criteria that let every institution through. */
export const UNRESTRICTED_CRITERIA: ListingCriteria = {
  countries: [],
  cities: [],
  languages: [],
  programLevels: [],
  directions: [],
  specialties: [],
  types: [],
  grantTypes: [],
  hasGrants: false,
  isPartner: false,
  vacancies: false,
  langCourses: false,
  titles: [],
  priceMin: 0,
};
