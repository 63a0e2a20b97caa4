import type { Author } from "../../../core/domain/catalogue/author";
import type { City } from "../../../core/domain/catalogue/city";
import type { CountryRef } from "../../../core/domain/catalogue/country-ref";
import type { Direction } from "../../../core/domain/catalogue/direction";
import type { InstitutionRef } from "../../../core/domain/catalogue/institution-ref";
import { INSTITUTION_TYPE_SLUGS, type InstitutionTypeNumber } from "../../../core/domain/catalogue/institution-type";
import type { Language } from "../../../core/domain/catalogue/language";
import { NUMBERED_SLUG_PATTERN } from "../../../core/domain/catalogue/numbered-slug";
import type { Tariff } from "../../../core/domain/catalogue/tariff";
import { directionById } from "../../../core/domain/constants/directions";
import { EDUCATION_TYPES } from "../../../core/domain/constants/education-type";
import type {
  CityRow,
  CountryRow,
  DirectionRow,
  InstitutionRow,
  LanguageRow,
  TariffRow,
  UserRow,
} from "../rows/storage-rows";
import { imageOrNull, isoOrNull, morphOrNull, textOrNull } from "./common.mapping";

/** The relation_type of comments on institutions (the comments grid's model is `${id}:institution`). */
export const INSTITUTION_RELATION = "institution";

/** Russian names of the institution types (the `type_name` of spec 3). */
export const INSTITUTION_TYPE_NAMES: Readonly<Record<InstitutionTypeNumber, string>> = {
  1: "Университет",
  2: "Колледж",
  3: "Школа",
};

export const isInstitutionType = (type: number): type is InstitutionTypeNumber =>
  type === 1 || type === 2 || type === 3;

/** Only institutions the API can describe are published: a type 1..3 and a slug ending in dash plus digits. */
export const isPublishable = (row: Pick<InstitutionRow, "type" | "slug">): boolean =>
  isInstitutionType(row.type) && NUMBERED_SLUG_PATTERN.test(row.slug);

export const countryRefOf = (row: CountryRow): CountryRef => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  morph: morphOrNull(row.morph),
});

export const cityOf = (row: CityRow): City => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  morph: morphOrNull(row.morph),
  country_id: row.country_id,
  is_province: row.is_province,
});

/** Needs a publishable row (see `isPublishable`). */
export const institutionRefOf = (row: InstitutionRow, country: CountryRow, city: CityRow | null): InstitutionRef => {
  const type = row.type as InstitutionTypeNumber;
  return {
    id: row.id,
    slug: row.slug,
    type,
    type_slug: INSTITUTION_TYPE_SLUGS.find((slug) => EDUCATION_TYPES[slug] === type) ?? "universities",
    title: { ru: row.title_ru, en: textOrNull(row.title_en), ch: textOrNull(row.title_ch) },
    country: countryRefOf(country),
    city: city === null ? null : cityOf(city),
    logo: imageOrNull(row.logo),
  };
};

export const tariffOf = (row: TariffRow): Tariff => ({
  id: row.id,
  name: row.name,
  payment_excerpt: textOrNull(row.payment_excerpt),
  price: row.price,
  final_price: row.final_price,
  discount_expires_at: isoOrNull(row.discount_expires_at),
  discount_percent: Math.min(100, Math.max(0, row.discount_percent)),
});

/** The staff member a text is signed by: their full name, else their username. */
export const authorOf = (row: UserRow): Author => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim() || row.username,
  position: null,
  photo: imageOrNull(row.avatar_filename),
});

/** Directions are the fixed five of spec 3; other ids are not published. */
export const directionOf = (row: DirectionRow): Direction | null => {
  const known = directionById(row.id);
  return known === null ? null : { id: known.id, title: row.title, slug: row.slug };
};

export const languageOf = (row: LanguageRow): Language => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  morph: morphOrNull(row.morph),
});

/** Price amounts are whole or fractional numbers >= 0; anything else is unknown. */
export const priceOrNull = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) && value >= 0 ? value : null;

/** Places counts are non-negative whole numbers. */
export const placesOf = (value: number): number => Math.max(0, Math.trunc(value));
