import type { InstitutionListingResponse } from "../../domain/catalogue/institution-listing-response";
import type { Seo } from "../../domain/catalogue/seo";
import type { LocationMenuCountry } from "../../domain/listing/location-menu";
import type { InstitutionCard } from "../../ports/institution-listing-repository.port";

/** The facets of spec 3 with counts; `price` is {0, 0} when no price is known (declared by the response schema). */
export type ListingFacetsView = InstitutionListingResponse["facets"];

export type NamedFacetView = ListingFacetsView["directions"][number];

export type CountryFacetView = ListingFacetsView["countries"][number];

export type CityFacetView = ListingFacetsView["cities"][number];

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
