import { resolveFacetList } from "./facet-list";
import type { ListingFacets } from "./facets";
import { GRANT_TYPE_NUMBERS, GRANT_TYPES, type GrantType } from "./grant-type";
import type { SecondaryFilter } from "./listing-filter";
import { SECONDARY_QUERY_KEYS as KEYS } from "./listing-query-keys";
import { INSTITUTION_TYPES, type InstitutionType, LISTING_TYPE_NUMBERS } from "./listing-type";
import { parsePriceFrom } from "./price-from";

const pickFixed = <T extends string>(
  text: string | undefined,
  values: readonly T[],
  numbers: Readonly<Record<T, number>>,
): readonly T[] => {
  const chosen = resolveFacetList(
    text,
    values.map((slug) => ({ id: numbers[slug], slug })),
  ).map((ref) => ref.slug);
  return values.filter((value) => chosen.includes(value));
};

/**
 * Reads the second filter set (spec 3) from a decoded query map, under its "filter." names. Institution
 * and grant types come as slugs or numbers; facet lists resolve like the first set; price_from defaults to 0.
 */
export const parseSecondaryFilter = (params: ReadonlyMap<string, string>, facets: ListingFacets): SecondaryFilter => ({
  typeEducations: pickFixed<InstitutionType>(params.get(KEYS.typeEducations), INSTITUTION_TYPES, LISTING_TYPE_NUMBERS),
  degreePrograms: resolveFacetList(params.get(KEYS.degreePrograms), facets.degree_programs),
  typeGrants: pickFixed<GrantType>(params.get(KEYS.typeGrants), GRANT_TYPES, GRANT_TYPE_NUMBERS),
  langInstructions: resolveFacetList(params.get(KEYS.langInstructions), facets.lang_instructions),
  directions: resolveFacetList(params.get(KEYS.directions), facets.directions),
  cities: resolveFacetList(params.get(KEYS.cities), facets.cities),
  countries: resolveFacetList(params.get(KEYS.countries), facets.countries),
  priceFrom: parsePriceFrom(params.get(KEYS.priceFrom), facets.price?.min ?? 0),
});
