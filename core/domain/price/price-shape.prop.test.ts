import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  invalidPriceArb,
  optionalPriceArb,
  positivePriceArb,
  priceRangeArb,
} from "../../../tests/arbitraries/price.arb";
import { priceShape } from "./price-shape";

describe("priceShape properties", () => {
  it("only ever reports amounts taken from the range", () => {
    fc.assert(
      fc.property(priceRangeArb, (range) => {
        const shape = priceShape(range);
        if ("min" in shape) expect(shape.min).toBe(range.min);
        if ("max" in shape) expect(shape.max).toBe(range.max);
      }),
    );
  });

  it("is Between exactly when both bounds are known and min < max", () => {
    fc.assert(
      fc.property(priceRangeArb, (range) => {
        const expected = range.min !== null && range.max !== null && range.min > 0 && range.min < range.max;
        expect(priceShape(range)._tag === "Between").toBe(expected);
      }),
    );
  });

  it("is Free exactly when min is 0, or min is unknown and max is 0", () => {
    fc.assert(
      fc.property(priceRangeArb, (range) => {
        const expected = range.min === 0 || (range.min === null && range.max === 0);
        expect(priceShape(range)._tag === "Free").toBe(expected);
      }),
    );
  });

  it("is OnRequest exactly when both bounds are unknown", () => {
    fc.assert(
      fc.property(priceRangeArb, (range) => {
        expect(priceShape(range)._tag === "OnRequest").toBe(range.min === null && range.max === null);
      }),
    );
  });

  it("treats an invalid bound as an absent one", () => {
    fc.assert(
      fc.property(invalidPriceArb, optionalPriceArb, (invalid, other) => {
        expect(priceShape({ min: invalid, max: other })).toEqual(priceShape({ min: null, max: other }));
        expect(priceShape({ min: other, max: invalid })).toEqual(priceShape({ min: other, max: null }));
      }),
    );
  });

  it("keeps a positive min as the lower bound whatever the max", () => {
    fc.assert(
      fc.property(positivePriceArb, optionalPriceArb, (min, max) => {
        const shape = priceShape({ min, max });
        expect(shape._tag === "From" || shape._tag === "Between").toBe(true);
        expect("min" in shape && shape.min).toBe(min);
      }),
    );
  });
});
