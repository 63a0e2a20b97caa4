import { describe, expect, it } from "vitest";
import { listingFacetsSchema } from "./listing-facets.schema";

const facets = {
  cities: [
    { id: 7, slug: "beijing", name: "Пекин", morph: null, country_id: 1, is_province: false, institutions_count: 40 },
  ],
  countries: [
    {
      id: 1,
      slug: "china",
      name: "Китай",
      morph: null,
      institutions_count: 120,
      currency: { code: "CNY", symbol: "¥" },
    },
  ],
  lang_instructions: [{ id: 1, slug: "chinese", title: "Китайский" }],
  degree_programs: [{ id: 301, slug: "bakalavriat", title: "Бакалавриат" }],
  directions: [{ id: 1, slug: "business", title: "Бизнес" }],
  specialties: [],
};

describe("listingFacetsSchema", () => {
  it("reads facets without a price block, leaving price absent", () => {
    const parsed = listingFacetsSchema.parse(facets);
    expect(parsed).toEqual(facets);
    expect("price" in parsed).toBe(false);
  });

  it("reads the allowed minimum price", () => {
    expect(listingFacetsSchema.parse({ ...facets, price: { min: 1500 } }).price).toEqual({ min: 1500 });
  });

  it("rejects a city without its institution count", () => {
    const { institutions_count: _omitted, ...city } = facets.cities[0] ?? { institutions_count: 0 };
    expect(listingFacetsSchema.safeParse({ ...facets, cities: [city] }).success).toBe(false);
  });
});
