import type { CityFacet, CountryFacet, ListingFacets } from "./facets";

/** A city or a province inside its country in the location menu. */
export type LocationMenuPlace = {
  readonly kind: "city" | "province";
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly institutionsCount: number;
};

export type LocationMenuCountry = {
  readonly kind: "country";
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly institutionsCount: number;
  readonly places: readonly LocationMenuPlace[];
};

const collator = new Intl.Collator("ru");

const byName = (a: { name: string; id: number }, b: { name: string; id: number }): number =>
  collator.compare(a.name, b.name) || a.id - b.id;

const place = (city: CityFacet): LocationMenuPlace => ({
  kind: city.is_province ? "province" : "city",
  id: city.id,
  slug: city.slug,
  name: city.name,
  institutionsCount: city.institutions_count,
});

const country = (facet: CountryFacet, cities: readonly CityFacet[]): LocationMenuCountry => ({
  kind: "country",
  id: facet.id,
  slug: facet.slug,
  name: facet.name,
  institutionsCount: facet.institutions_count,
  places: cities
    .filter((city) => city.country_id === facet.id)
    .toSorted(byName)
    .map(place),
});

/**
 * The location menu (spec 2): every country with its cities and provinces nested, each with its institution
 * count. Countries and places are ordered by name in Russian collation (ties by id); cities whose country is
 * not among the facets have no place in the menu.
 */
export const buildLocationMenu = (
  facets: Pick<ListingFacets, "countries" | "cities">,
): readonly LocationMenuCountry[] => facets.countries.toSorted(byName).map((facet) => country(facet, facets.cities));
