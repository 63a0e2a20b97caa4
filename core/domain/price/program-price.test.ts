import { describe, expect, it } from "vitest";
import { priceText } from "./price-text";
import { programPrice } from "./program-price";

const program = (...bases: readonly [number | null, number | null][]) => ({
  education_bases: bases.map(([min_price, max_price]) => ({ min_price, max_price })),
});

describe("programPrice", () => {
  it("shows the paid range of a program with a grant base, and says there is a grant", () => {
    const price = programPrice(program([0, 0], [29000, 45000], [31500, 52000]));
    expect(price).toEqual({ range: { min: 29000, max: 52000 }, grant: true });
    expect(priceText(price.range, "CNY")).toBe("от 29\u00a0000\u00a0CN¥ до 52\u00a0000\u00a0CN¥");
  });

  it("is free only when every base is free", () => {
    expect(programPrice(program([0, 0], [0, null], [null, 0]))).toEqual({ range: { min: 0, max: 0 }, grant: false });
    expect(priceText(programPrice(program([0, null])).range)).toBe("Бесплатно");
  });

  it("asks for the price of paid bases without one, still naming the grant", () => {
    expect(programPrice(program([0, 0], [null, null]))).toEqual({ range: { min: null, max: null }, grant: true });
  });

  it("is the program's range when no base is free", () => {
    expect(programPrice(program([30000, 90000], [20000, 60000]))).toEqual({
      range: { min: 20000, max: 90000 },
      grant: false,
    });
  });

  it("has no price and no grant without bases", () => {
    expect(programPrice(program())).toEqual({ range: { min: null, max: null }, grant: false });
  });
});
