import { describe, expect, it } from "vitest";
import { degreeProgramPriceRange } from "./degree-program-price-range";
import { priceText } from "./price-text";

const program = (...bases: readonly [number | null, number | null][]) => ({
  education_bases: bases.map(([min_price, max_price]) => ({ min_price, max_price })),
});

describe("degreeProgramPriceRange", () => {
  it("takes the lowest min_price and the highest max_price", () => {
    const range = degreeProgramPriceRange(program([30000, 90000], [20000, 60000], [45000, 120000]));
    expect(range).toEqual({ min: 20000, max: 120000 });
    expect(priceText(range)).toBe("от 20\u00a0000 до 120\u00a0000");
  });

  it("ignores null prices", () => {
    expect(degreeProgramPriceRange(program([null, 90000], [20000, null], [null, null]))).toEqual({
      min: 20000,
      max: 90000,
    });
  });

  it("has no bounds without bases or without any price", () => {
    expect(degreeProgramPriceRange(program())).toEqual({ min: null, max: null });
    expect(priceText(degreeProgramPriceRange(program([null, null])))).toBe("Узнать стоимость");
  });

  it("keeps a free base as min 0", () => {
    expect(priceText(degreeProgramPriceRange(program([0, null], [15000, 30000])))).toBe("Бесплатно");
  });

  it("gives 'до Y' when only max prices are known", () => {
    expect(priceText(degreeProgramPriceRange(program([null, 30000], [null, 45000])))).toBe("до 45\u00a0000");
  });

  it("drops a max below the min", () => {
    expect(degreeProgramPriceRange(program([50000, null], [null, 20000]))).toEqual({ min: 50000, max: null });
  });
});
