import type { Currency } from "../../domain/catalogue/currency";
import type { Morph } from "../../domain/catalogue/morph";
import type { Seo } from "../../domain/catalogue/seo";
import type { LocationMenuCountry } from "../../domain/listing/location-menu";
import type { InstitutionCard } from "../../ports/institution-listing-repository.port";

export type NamedFacetView = {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly count: number;
};

export type CountryFacetView = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly morph: Morph | null;
  readonly institutions_count: number;
  readonly currency: Currency;
};

export type CityFacetView = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly morph: Morph | null;
  readonly country_id: number;
  readonly is_province: boolean;
  readonly institutions_count: number;
};

/** The facets of spec 3 with counts; `price` is {0, 0} when no price is known. */
export type ListingFacetsView = {
  readonly countries: readonly CountryFacetView[];
  readonly cities: readonly CityFacetView[];
  readonly lang_instructions: readonly NamedFacetView[];
  readonly degree_programs: readonly NamedFacetView[];
  readonly directions: readonly NamedFacetView[];
  readonly specialties: readonly NamedFacetView[];
  readonly price: { readonly min: number; readonly max: number };
};

/** The answer of GET /institutions/grid (spec 3 "Institution listing response", docs/adr/012-listing-query.md). */
export type InstitutionListingPage = {
  readonly total: number;
  readonly last_page: number;
  readonly current_page: number;
  readonly per_page: number;
  readonly data: readonly InstitutionCard[];
  readonly page: { readonly seo: Seo | null };
  readonly total_available_places: number;
  readonly available_languages: readonly number[];
  readonly available_programs: readonly number[];
  readonly available_directions: readonly number[];
  readonly facets: ListingFacetsView;
  readonly location_menu: readonly LocationMenuCountry[];
};
