import type { InstitutionRef } from "../../core/domain/catalogue/institution-ref";
import type { InstitutionTypeNumber, InstitutionTypeSlug } from "../../core/domain/catalogue/institution-type";
import { buildCity } from "./city.builder";
import { buildCountryRef } from "./country.builder";

const TYPE_SLUGS: Readonly<Record<InstitutionTypeNumber, InstitutionTypeSlug>> = {
  1: "universities",
  2: "colleges",
  3: "schools",
};

/** The slug of an institution ends in its id; an overridden `type` brings its matching `type_slug`. */
export const buildInstitutionRef = (overrides: Partial<InstitutionRef> = {}): InstitutionRef => {
  const id = overrides.id ?? 101;
  const type = overrides.type ?? 1;
  return {
    id,
    slug: `pekinskij-universitet-${id}`,
    type,
    type_slug: TYPE_SLUGS[type],
    title: { ru: "Пекинский университет", en: "Peking University", ch: "北京大学" },
    country: buildCountryRef(),
    city: buildCity(),
    logo: { filename: "pku-logo.webp" },
    ...overrides,
  };
};
