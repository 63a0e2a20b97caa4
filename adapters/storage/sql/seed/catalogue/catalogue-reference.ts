import type { CityFact, CountrySlug } from "./city-fact";
import { CITIES } from "./data/cities.data";
import { COUNTRIES, type CountryFact } from "./data/countries.data";
import { LANGUAGES, type LanguageSlug } from "./data/languages.data";
import { PROGRAM_LEVELS, type ProgramLevelSlug } from "./data/program-levels.data";
import { SPECIALTIES, type SpecialtySlug } from "./data/specialties.data";
import { type CaseForms, declineName, declinePhrase } from "./russian-declension";

export type CityRef = Readonly<{
  id: number;
  fact: CityFact;
  country: CountryFact;
  morph: CaseForms;
  countryMorph: CaseForms;
}>;
export type SpecialtyRef = Readonly<{ id: number; slug: SpecialtySlug; title: string; direction: number | null }>;
export type LanguageRef = (typeof LANGUAGES)[number];

const required = <K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Unknown ${what}: ${String(key)}`);
  return value;
};

const countries = new Map(COUNTRIES.map((country) => [country.slug, country]));
const cities = new Map(
  CITIES.map((fact, index): [string, CityRef] => [
    fact.slug,
    {
      id: index + 1,
      fact,
      country: required(countries, fact.country, "country"),
      morph: declineName(fact.ru),
      countryMorph: declineName(required(countries, fact.country, "country").name),
    },
  ]),
);
const languages = new Map<string, LanguageRef>(LANGUAGES.map((language) => [language.slug, language]));
const specialties = new Map(
  SPECIALTIES.map((specialty, index): [SpecialtySlug, SpecialtyRef] => [
    specialty.slug,
    { id: index + 1, slug: specialty.slug, title: specialty.title, direction: specialty.direction },
  ]),
);
const levels = new Map(PROGRAM_LEVELS.map((level) => [level.slug, { ...level, morph: declinePhrase(level.title) }]));
const citiesByCountry = new Map(
  COUNTRIES.map((country) => [country.slug, [...cities.values()].filter((city) => city.country.slug === country.slug)]),
);

/** Lookups from the slugs the data modules use to the seeded rows' ids; an unknown slug is a defect and throws. */
export const reference = {
  city: (slug: string): CityRef => required(cities, slug, "city"),
  citiesOf: (country: CountrySlug): readonly CityRef[] => citiesByCountry.get(country) ?? [],
  language: (slug: string): LanguageRef => required(languages, slug as LanguageSlug, "language"),
  specialty: (slug: SpecialtySlug): SpecialtyRef => required(specialties, slug, "specialty"),
  level: (slug: ProgramLevelSlug) => required(levels, slug, "program level"),
};
