import { describe, expect, it } from "vitest";
import { mapCountrySchema } from "./map-country";

const china = {
  country_id: 1,
  slug: "china",
  name: "Китай",
  institutions_count: 44,
  cities: [
    { id: 1, slug: "beijing", name: "Пекин", is_province: true, institutions_count: 36 },
    { id: 10, slug: "wenzhou", name: "Вэньчжоу", is_province: false, institutions_count: 8 },
  ],
};

describe("mapCountrySchema", () => {
  it("keeps the country's cities and provinces with their counts, in the order sent", () => {
    expect(mapCountrySchema.parse(china)).toEqual(china);
  });

  it("reads a country without places as an empty list of them", () => {
    expect(mapCountrySchema.parse({ ...china, cities: [] }).cities).toEqual([]);
  });

  it("rejects a country whose places are missing, or a place without its province flag", () => {
    const { cities: _omitted, ...bare } = china;
    expect(mapCountrySchema.safeParse(bare).success).toBe(false);
    const { is_province: _flag, ...place } = china.cities[0] ?? { is_province: false };
    expect(mapCountrySchema.safeParse({ ...china, cities: [place] }).success).toBe(false);
  });
});
