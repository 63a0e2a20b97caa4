import { type CityRef, reference } from "./catalogue-reference";
import { COUNTRIES } from "./data/countries.data";
import {
  COLLEGE_KINDS,
  type NameField,
  type NameKind,
  QUALIFIERS,
  SCHOOL_EMBLEMS,
  SCHOOL_KINDS,
  UNIVERSITY_FIELDS,
  UNIVERSITY_KINDS,
} from "./data/synthetic-names.data";
import type { InstitutionFact, InstitutionType } from "./institution-fact";
import type { Random } from "./seeded-random";

const CITIES_BY_COUNTRY = new Map(COUNTRIES.map((country) => [country.slug, reference.citiesOf(country.slug)]));
const COLLEGE_FIELDS = UNIVERSITY_FIELDS.filter((field) =>
  ["technical", "economic", "arts", "medical"].includes(field.profile),
);

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const initials = (english: string): string =>
  english
    .split(/[\s-]+/)
    .filter((word) => !["of", "and"].includes(word))
    .map((word) => word.charAt(0).toUpperCase())
    .join("");

const pickCity = (random: Random): CityRef => {
  const roll = random.next();
  const country = roll < 0.85 ? "china" : roll < 0.9 ? "korea" : roll < 0.95 ? "japan" : "canada";
  return random.pick(CITIES_BY_COUNTRY.get(country) ?? []);
};

const typeOf = (random: Random): InstitutionType => {
  const roll = random.next();
  return roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
};

type Names = Readonly<{ ru: string; en: string; ch: string }>;

const higherNames = (city: CityRef, kind: NameKind, field: NameField, random: Random): Names => {
  const qualifier = random.pick(QUALIFIERS);
  const adjective = kind.gender === "m" ? qualifier.masculine : qualifier.feminine;
  const cityGenitive = city.morph.genitive;
  return {
    ru: `${adjective === "" ? capitalised(kind.ru) : `${adjective} ${kind.ru}`} ${field.ru} ${cityGenitive}`,
    en: `${city.fact.en} ${qualifier.en === "" ? "" : `${qualifier.en} `}${kind.en} of ${field.en}`,
    ch: `${city.fact.ch}${qualifier.ch}${field.ch}${kind.ch}`,
  };
};

const schoolNames = (city: CityRef, random: Random): Names => {
  const kind = random.pick(SCHOOL_KINDS);
  const [ru, en, ch] = random.pick(SCHOOL_EMBLEMS);
  return {
    ru: `${capitalised(kind.ru)} «${ru}» в ${city.morph.prepositional}`,
    en: `${en} ${kind.en} ${city.fact.en}`,
    ch: `${city.fact.ch}${ch}${kind.ch}`,
  };
};

/** A plausible made-up institution in one of the seeded cities; the same random state gives the same one. */
export const syntheticFact = (random: Random): InstitutionFact => {
  const type = typeOf(random);
  const city = pickCity(random);
  const field = random.pick(type === 2 ? COLLEGE_FIELDS : UNIVERSITY_FIELDS);
  const names =
    type === 3
      ? schoolNames(city, random)
      : higherNames(city, random.pick(type === 2 ? COLLEGE_KINDS : UNIVERSITY_KINDS), field, random);
  return {
    type,
    ...names,
    acronym: random.chance(0.6) ? initials(names.en) : "",
    city: city.fact.slug,
    founded: random.int(1900, 2015),
    qs: null,
    national: null,
    site: "",
    profile: type === 3 ? "school" : type === 2 ? "vocational" : field.profile,
    project: null,
    languages: [],
  };
};
