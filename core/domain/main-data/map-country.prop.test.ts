import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mapCountrySchema } from "./map-country";

const slugArb = fc.stringMatching(/^[a-z]{1,12}$/);
const nameArb = fc.constantFrom("Пекин", "Шанхай", "Сеул", "Торонто", "Киото");

const placeArb = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  slug: slugArb,
  name: nameArb,
  is_province: fc.boolean(),
  institutions_count: fc.nat({ max: 5_000 }),
});

const countryArb = fc.record({
  country_id: fc.integer({ min: 1, max: 300 }),
  slug: slugArb,
  name: fc.constantFrom("Китай", "Корея", "Япония", "Канада"),
  institutions_count: fc.nat({ max: 50_000 }),
  cities: fc.array(placeArb, { maxLength: 8 }),
});

describe("mapCountrySchema properties", () => {
  it("reads every well-formed country unchanged, places and their order included", () => {
    fc.assert(
      fc.property(countryArb, (country) => {
        expect(mapCountrySchema.parse(country)).toEqual(country);
      }),
    );
  });

  it("refuses a negative count anywhere", () => {
    fc.assert(
      fc.property(countryArb, fc.integer({ min: -1_000, max: -1 }), (country, negative) => {
        expect(mapCountrySchema.safeParse({ ...country, institutions_count: negative }).success).toBe(false);
        const place = { id: 1, slug: "x", name: "Пекин", is_province: false, institutions_count: negative };
        expect(mapCountrySchema.safeParse({ ...country, cities: [place] }).success).toBe(false);
      }),
    );
  });
});
