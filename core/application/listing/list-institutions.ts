import { buildLocationMenu } from "../../domain/listing/location-menu";
import type { InstitutionListingRepository, ListingSearch } from "../../ports/institution-listing-repository.port";
import { facetsView } from "./facets-view";
import type { InstitutionListingPage } from "./listing-page";

export type ListInstitutionsDeps = { readonly listings: InstitutionListingRepository };

export type ListInstitutionsRequest = {
  readonly search: ListingSearch;
  /** Path of the listing page whose stored SEO block to include; null for none. */
  readonly path: string | null;
};

/**
 * One page of the institutions listing with its facets and location menu. A page past the last one is empty
 * (never an error): `last_page` tells the client where the results end.
 */
export const listInstitutions = async (
  { listings }: ListInstitutionsDeps,
  { search, path }: ListInstitutionsRequest,
): Promise<InstitutionListingPage> => {
  const [slice, seo] = await Promise.all([
    listings.search(search),
    path === null ? Promise.resolve(null) : listings.pageSeo(path),
  ]);
  const facets = facetsView(slice.facets);
  return {
    total: slice.total,
    last_page: Math.max(1, Math.ceil(slice.total / search.perPage)),
    current_page: search.page,
    per_page: search.perPage,
    data: slice.cards,
    page: { seo },
    total_available_places: slice.totalAvailablePlaces,
    available_languages: slice.availableLanguages,
    available_programs: slice.availableProgramLevels,
    available_directions: slice.availableDirections,
    facets,
    location_menu: buildLocationMenu(facets),
  };
};
