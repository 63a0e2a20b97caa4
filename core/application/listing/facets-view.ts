import type { ListingFacetCounts, NamedFacetCount } from "../../ports/institution-listing-repository.port";
import type { ListingFacetsView, NamedFacetView } from "./listing-page";

const russian = new Intl.Collator("ru");

const named = ({ id, slug, title, count }: NamedFacetCount): NamedFacetView => ({ id, slug, title, count });

const byTitle = (a: NamedFacetCount, b: NamedFacetCount): number => russian.compare(a.title, b.title) || a.id - b.id;

/**
 * Orders the counted facets as the site shows them: countries by their rank then Russian name, cities by Russian
 * name, languages and specialties by Russian title, program levels by rank, directions by id (ties by id).
 */
export const facetsView = (facets: ListingFacetCounts): ListingFacetsView => ({
  countries: facets.countries
    .toSorted((a, b) => a.rank - b.rank || russian.compare(a.name, b.name) || a.id - b.id)
    .map(({ id, slug, name, morph, count, currency }) => ({
      id,
      slug,
      name,
      morph,
      institutions_count: count,
      currency,
    })),
  cities: facets.cities
    .toSorted((a, b) => russian.compare(a.name, b.name) || a.id - b.id)
    .map(({ id, slug, name, morph, country_id, is_province, count }) => ({
      id,
      slug,
      name,
      morph,
      country_id,
      is_province,
      institutions_count: count,
    })),
  lang_instructions: facets.languages.toSorted(byTitle).map(named),
  degree_programs: facets.programLevels.toSorted((a, b) => a.rank - b.rank || a.id - b.id).map(named),
  directions: facets.directions.toSorted((a, b) => a.id - b.id).map(named),
  specialties: facets.specialties.toSorted(byTitle).map(named),
  price: facets.price ?? { min: 0, max: 0 },
});
