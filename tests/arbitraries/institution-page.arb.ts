import fc from "fast-check";
import type { InstitutionRef } from "../../core/domain/catalogue/institution-ref";
import type { InstitutionTypeNumber, InstitutionTypeSlug } from "../../core/domain/catalogue/institution-type";
import { entitySlugArb, plainSlugArb } from "./route.arb";

const TYPES: readonly (readonly [InstitutionTypeNumber, InstitutionTypeSlug])[] = [
  [1, "universities"],
  [2, "colleges"],
  [3, "schools"],
];

const nameArb = fc.constantFrom("Пекинский университет", "Колледж Шанхая", "Школа № 2 <Харбин>", "Fudan «University»");

/** An institution reference whose country, city and slug are any that spec 2's paths accept. */
export const locatedInstitutionRefArb: fc.Arbitrary<InstitutionRef> = fc
  .record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    type: fc.constantFrom(...TYPES),
    slug: entitySlugArb,
    country: plainSlugArb,
    city: fc.option(plainSlugArb, { nil: null }),
    ru: nameArb,
    en: fc.option(fc.constantFrom("Peking University", "Fudan University"), { nil: null }),
  })
  .map(({ id, type: [type, type_slug], slug, country, city, ru, en }) => ({
    id,
    slug,
    type,
    type_slug,
    title: { ru, en, ch: null },
    country: { id: 1, slug: country, name: "Страна", morph: null },
    city: city === null ? null : { id: 2, slug: city, name: "Город", morph: null, country_id: 1, is_province: false },
    logo: null,
  }));

/** A Russian study period as the seed and editors write it, or something that is not one. */
export const periodTextArb: fc.Arbitrary<string | null> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom("год", "года", "лет", "месяцев", "семестр", "недель"))
    .map(([count, word]) => `${count} ${word}`),
  fc.constantFrom(null, "", "по запросу", "2-3 года", "1,5 года", "0 лет"),
);
