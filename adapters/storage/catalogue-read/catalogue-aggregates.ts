import type { CityFacet, CountryFacet, ListingFacets, NamedFacet } from "../../../core/domain/listing/facets";
import type { MapCountryWithPlaces } from "../../../core/ports/catalogue-read-repository.port";
import { directionOf } from "../mapping/catalogue.mapping";
import { byRussian, currencyOf, morphOrNull, russian } from "../mapping/common.mapping";
import type {
  CityRow,
  CountryRow,
  DirectionRow,
  LanguageRow,
  ProgramLevelRow,
  SpecialtyRow,
} from "../rows/storage-rows";

/** Publishable institutions per (country, city); city null for institutions without a city. */
export type PlaceCount = { readonly country: number; readonly city: number | null; readonly count: number };

const countryOrder = (a: CountryRow, b: CountryRow) =>
  a.sort - b.sort || russian.compare(a.name, b.name) || a.id - b.id;
const cityOrder = (a: CityRow, b: CityRow) => russian.compare(a.name, b.name) || a.id - b.id;
const titled = <Row extends { id: number; slug: string; title: string }>(row: Row): NamedFacet => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
});

const countsBy = (counts: readonly PlaceCount[]) => {
  const byCountry = new Map<number, number>();
  const byCity = new Map<number, number>();
  for (const { country, city, count } of counts) {
    byCountry.set(country, (byCountry.get(country) ?? 0) + count);
    if (city !== null) byCity.set(city, (byCity.get(city) ?? 0) + count);
  }
  return { byCountry, byCity };
};

export type FacetRows = {
  readonly countries: readonly CountryRow[];
  readonly cities: readonly CityRow[];
  readonly languages: readonly LanguageRow[];
  readonly programLevels: readonly ProgramLevelRow[];
  readonly directions: readonly DirectionRow[];
  readonly specialties: readonly SpecialtyRow[];
  readonly counts: readonly PlaceCount[];
  /** The lowest known institution price, null when none is known. */
  readonly minPrice: number | null;
};

/**
 * The listing facets (spec 3): every country (by `sort`, then Russian name) and city (Russian name) with its
 * institutions, languages and specialties by Russian title, program levels by `sort`, the five directions by id.
 */
export const facetsOf = (rows: FacetRows): ListingFacets => {
  const { byCountry, byCity } = countsBy(rows.counts);
  const countries: CountryFacet[] = [...rows.countries].sort(countryOrder).map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    morph: morphOrNull(row.morph),
    institutions_count: byCountry.get(row.id) ?? 0,
    currency: currencyOf(row.currency),
  }));
  const cities: CityFacet[] = [...rows.cities].sort(cityOrder).map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    morph: morphOrNull(row.morph),
    country_id: row.country_id,
    is_province: row.is_province,
    institutions_count: byCity.get(row.id) ?? 0,
  }));
  return {
    cities,
    countries,
    lang_instructions: [...rows.languages].sort(byRussian((row) => row.title)).map(titled),
    degree_programs: [...rows.programLevels].sort((a, b) => a.sort - b.sort || a.id - b.id).map(titled),
    directions: rows.directions
      .flatMap((row) => (directionOf(row) === null ? [] : [titled(row)]))
      .sort((a, b) => a.id - b.id),
    specialties: [...rows.specialties].sort(byRussian((row) => row.title)).map(titled),
    price: { min: rows.minPrice !== null && rows.minPrice > 0 ? rows.minPrice : 0 },
  };
};

export type MapRows = {
  readonly countries: readonly CountryRow[];
  readonly cities: readonly CityRow[];
  readonly counts: readonly PlaceCount[];
};

/** Countries that have institutions, each with its cities that have institutions. */
export const mapCountriesOf = (rows: MapRows): MapCountryWithPlaces[] => {
  const { byCountry, byCity } = countsBy(rows.counts);
  return [...rows.countries]
    .sort(countryOrder)
    .filter((country) => (byCountry.get(country.id) ?? 0) > 0)
    .map((country) => ({
      country_id: country.id,
      slug: country.slug,
      name: country.name,
      institutions_count: byCountry.get(country.id) ?? 0,
      cities: rows.cities
        .filter((city) => city.country_id === country.id && (byCity.get(city.id) ?? 0) > 0)
        .sort(cityOrder)
        .map((city) => ({
          id: city.id,
          slug: city.slug,
          name: city.name,
          is_province: city.is_province,
          institutions_count: byCity.get(city.id) ?? 0,
        })),
    }));
};
