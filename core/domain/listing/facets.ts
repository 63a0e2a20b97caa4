/** A facet with a title: lang_instructions, degree_programs, directions and specialties (spec 3). */
export type NamedFacet = {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
};

export type CityFacet = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly morph: unknown;
  readonly country_id: number;
  readonly is_province: boolean;
  readonly institutions_count: number;
};

export type CountryFacet = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly morph: unknown;
  readonly institutions_count: number;
  readonly currency: unknown;
};

/**
 * The filter facets of a listing (spec 3). Only what is listed here can survive parsing.
 * `price.min` is the allowed minimum of the second set's price_from; missing means 0.
 */
export type ListingFacets = {
  readonly cities: readonly CityFacet[];
  readonly countries: readonly CountryFacet[];
  readonly lang_instructions: readonly NamedFacet[];
  readonly degree_programs: readonly NamedFacet[];
  readonly directions: readonly NamedFacet[];
  readonly specialties: readonly NamedFacet[];
  readonly price?: { readonly min: number };
};
