import { describe, expect, it } from "vitest";
import { costFigureSchema } from "../../../../../core/domain/cost/cost-figure";
import { FIGURE_ITEMS } from "../../../../../core/domain/cost/cost-item";
import { COUNTRY_SLUGS } from "../catalogue/city-fact";
import { CITIES } from "../catalogue/data/cities.data";
import { cityCostLines, costFigureRows } from "./cost-figure-rows";

const ids = {
  countries: new Map(COUNTRY_SLUGS.map((slug, index) => [slug, index + 1])),
  cities: new Map(CITIES.map((city, index) => [`${city.country}/${city.slug}`, 100 + index])),
};
const rows = costFigureRows(ids);

describe("seeded cost figures", () => {
  it("cover every city of the catalogue with a dormitory, living costs and a flight", () => {
    expect(new Set(cityCostLines().map((line) => line.slug))).toEqual(new Set(CITIES.map((city) => city.slug)));
    for (const [key, id] of ids.cities)
      for (const item of ["dormitory", "living", "flight"])
        expect(
          rows.filter((row) => row.city_id === id && row.item === item),
          `${key} ${item}`,
        ).toHaveLength(1);
  });

  it("give every country each item, so no city of the catalogue has a missing line", () => {
    for (const city of CITIES) {
      const country = ids.countries.get(city.country);
      const cityId = ids.cities.get(`${city.country}/${city.slug}`);
      const items = new Set(
        rows
          .filter((row) => row.country_id === country && (row.city_id === null || row.city_id === cityId))
          .map((row) => row.item),
      );
      expect([...items].sort(), city.slug).toEqual([...FIGURE_ITEMS].sort());
    }
  });

  it("are figures the domain takes: a known item, currency and period, a source address and a day", () => {
    for (const row of rows)
      expect(
        costFigureSchema.safeParse({ ...row, source: { name: row.source_name, url: row.source_url } }).success,
        JSON.stringify(row),
      ).toBe(true);
  });

  it("refuse a malformed city line", () => {
    expect(() => cityCostLines("beijing | 1 | x | 3")).toThrow(/Bad city cost line/);
  });
});
