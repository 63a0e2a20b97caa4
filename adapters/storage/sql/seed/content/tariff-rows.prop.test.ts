import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CountrySlug, TariffSeed } from "./seed-rows.types";
import { tariffRows } from "./tariff-rows";

const COUNTRIES: readonly CountrySlug[] = ["china", "korea", "japan", "canada"];
const NOW = new Date("2026-11-20T09:00:00.000Z");

const tariffArb: fc.Arbitrary<TariffSeed> = fc.record({
  country: fc.constantFrom(...COUNTRIES),
  name: fc.constantFrom("Базовый", "Стандарт", "Премиум"),
  paymentExcerpt: fc.constant("Оплата в рублях по курсу ЦБ РФ"),
  price: fc.integer({ min: 0, max: 5_000_000 }),
  discount: fc.option(fc.record({ percent: fc.integer({ min: 1, max: 50 }), days: fc.integer({ min: 1, max: 90 }) })),
  features: fc.constant(["Консультация"]),
});

/** Which countries the catalogue holds (id = position + 1) and which of those it has already priced. */
const catalogueArb = fc.record({
  present: fc.subarray([...COUNTRIES]),
  priced: fc.subarray([...COUNTRIES]),
});

describe("tariffRows properties", () => {
  it("keeps exactly the seeds of present, unpriced countries, in order", () => {
    fc.assert(
      fc.property(fc.array(tariffArb, { maxLength: 16 }), catalogueArb, (seeds, { present, priced }) => {
        const id = (slug: CountrySlug) => COUNTRIES.indexOf(slug) + 1;
        const rows = tariffRows(
          seeds,
          {
            countryId: (slug) => (present.includes(slug) ? id(slug) : null),
            hasTariffs: (countryId) => priced.some((slug) => id(slug) === countryId),
          },
          NOW,
        );
        const kept = seeds.filter((seed) => present.includes(seed.country) && !priced.includes(seed.country));
        expect(rows.map((row) => [row.country_id, row.price])).toEqual(
          kept.map((seed) => [id(seed.country), seed.price]),
        );
      }),
    );
  });

  it("never sells above the list price, and a discount always expires after now", () => {
    fc.assert(
      fc.property(fc.array(tariffArb, { maxLength: 16 }), (seeds) => {
        const rows = tariffRows(seeds, { countryId: () => 1, hasTariffs: () => false }, NOW);
        for (const row of rows) {
          expect(row.final_price).toBeLessThanOrEqual(row.price);
          expect(row.discount_expires_at === null).toBe(row.discount_percent === 0);
          if (row.discount_expires_at instanceof Date) expect(row.discount_expires_at > NOW).toBe(true);
        }
      }),
    );
  });
});
