import { DIRECTIONS } from "../../../../../core/domain/constants/directions";
import type { cities, countries, directions, languages, programLevels, specialties, tariffs } from "../../schema";
import { reference } from "./catalogue-reference";
import { CITIES } from "./data/cities.data";
import { COUNTRIES } from "./data/countries.data";
import { LANGUAGES } from "./data/languages.data";
import { PROGRAM_LEVELS } from "./data/program-levels.data";
import { SPECIALTIES } from "./data/specialties.data";
import { declineAdjective, declineName } from "./russian-declension";
import { tariffRows } from "./tariff-rows";

/** The reference tables of the catalogue, with stable ids, in insertion order. */
export type ReferenceRows = Readonly<{
  directions: (typeof directions.$inferInsert)[];
  countries: (typeof countries.$inferInsert)[];
  cities: (typeof cities.$inferInsert)[];
  tariffs: (typeof tariffs.$inferInsert)[];
  languages: (typeof languages.$inferInsert)[];
  programLevels: (typeof programLevels.$inferInsert)[];
  specialties: (typeof specialties.$inferInsert)[];
}>;

export const referenceRows = (): ReferenceRows => ({
  directions: DIRECTIONS.map(({ id, slug, title }) => ({ id, slug, title })),
  countries: COUNTRIES.map((country) => ({
    id: country.id,
    slug: country.slug,
    name: country.name,
    morph: declineName(country.name),
    currency: country.currency,
    sort: country.id,
  })),
  cities: CITIES.map((city) => ({
    id: reference.city(city.slug).id,
    slug: city.slug,
    country_id: reference.city(city.slug).country.id,
    name: city.ru,
    morph: declineName(city.ru),
    is_province: city.isProvince,
  })),
  tariffs: tariffRows(),
  languages: LANGUAGES.map(({ id, slug, title }) => ({ id, slug, title, morph: declineAdjective(title) })),
  programLevels: PROGRAM_LEVELS.map(({ id, slug, title }) => ({ id, slug, title, sort: id })),
  specialties: SPECIALTIES.map((specialty, index) => ({
    id: index + 1,
    slug: specialty.slug,
    title: specialty.title,
    direction_id: specialty.direction,
  })),
});
