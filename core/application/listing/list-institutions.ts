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
 * The search the location menu counts with: the same listing with no country or city chosen. Each of the menu's
 * links replaces the chosen place and keeps every other filter (`withLocation`), so its count is what that page
 * lists; counted within the chosen place instead, a country showed only its chosen city's institutions and the
 * cities of other countries showed none.
 */
const menuSearch = (search: ListingSearch): ListingSearch | null =>
  search.criteria.countries.length === 0 && search.criteria.cities.length === 0
    ? null
    : { ...search, criteria: { ...search.criteria, countries: [], cities: [] }, page: 1, perPage: 1 };

/**
 * One page of the institutions listing with its facets and location menu. A page past the last one is empty
 * (never an error): `last_page` tells the client where the results end.
 */
export const listInstitutions = async (
  { listings }: ListInstitutionsDeps,
  { search, path }: ListInstitutionsRequest,
): Promise<InstitutionListingPage> => {
  const forMenu = menuSearch(search);
  const [slice, seo, menuSlice] = await Promise.all([
    listings.search(search),
    path === null ? Promise.resolve(null) : listings.pageSeo(path),
    forMenu === null ? Promise.resolve(null) : listings.search(forMenu),
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
    location_menu: buildLocationMenu(menuSlice === null ? facets : facetsView(menuSlice.facets)),
  };
};
