import type { GrantType } from "./grant-type";
import type { InstitutionType, ListingType } from "./listing-type";

/** A facet the filter points at: its id for the server, its slug for the URL. */
export type FacetRef = { readonly id: number; readonly slug: string };

/** The optional programLevel route segment once its "pl-" prefix is stripped. */
export type ProgramLevel =
  { readonly _tag: "LanguageCourse" } | { readonly _tag: "DegreeProgram"; readonly program: FacetRef };

/** The path part: /{type}/{programLevel?}/{country?}/{city?}/. A city is only ever present with its country. */
export type ListingRoute = {
  readonly type: ListingType;
  readonly programLevel: ProgramLevel | null;
  readonly country: FacetRef | null;
  readonly city: FacetRef | null;
};

/** The listing query parameters of spec 2. Lists hold known facets only, in facet order, without repeats. */
export type ListingQuery = {
  readonly countries: readonly FacetRef[];
  readonly cities: readonly FacetRef[];
  readonly educationType: ListingType;
  readonly hasGrant: boolean;
  readonly partners: boolean;
  readonly vacancies: boolean;
  readonly langCourses: boolean;
  readonly directions: readonly FacetRef[];
  readonly programLevels: readonly FacetRef[];
  readonly languages: readonly FacetRef[];
  readonly specialties: readonly FacetRef[];
  readonly title: string;
};

/** The second filter set of spec 3; priceFrom is 0 (no bound) or at least the allowed minimum. */
export type SecondaryFilter = {
  readonly typeEducations: readonly InstitutionType[];
  readonly degreePrograms: readonly FacetRef[];
  readonly typeGrants: readonly GrantType[];
  readonly langInstructions: readonly FacetRef[];
  readonly directions: readonly FacetRef[];
  readonly cities: readonly FacetRef[];
  readonly countries: readonly FacetRef[];
  readonly priceFrom: number;
};

/** The whole parsed filter state of the institutions listing. */
export type ListingFilter = {
  readonly route: ListingRoute;
  readonly query: ListingQuery;
  readonly secondary: SecondaryFilter;
};
