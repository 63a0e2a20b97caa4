import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invalidPriceArb, pricedEducationBaseArb } from "../../../tests/arbitraries/price.arb";
import { degreeProgramPriceRange } from "./degree-program-price-range";
import { priceText } from "./price-text";

const basesArb = fc.array(pricedEducationBaseArb, { maxLength: 8 });
const rangeOf = (education_bases: readonly { min_price: number | null; max_price: number | null }[]) =>
  degreeProgramPriceRange({ education_bases });

const known = (values: readonly (number | null)[]): number[] => values.filter((value) => value !== null);

describe("degreeProgramPriceRange properties", () => {
  it("min is the smallest non-null min_price", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const mins = known(bases.map((base) => base.min_price));
        expect(rangeOf(bases).min).toBe(mins.length === 0 ? null : Math.min(...mins));
      }),
    );
  });

  it("max is the largest non-null max_price unless that is below min", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const maxes = known(bases.map((base) => base.max_price));
        const { min, max } = rangeOf(bases);
        const largest = maxes.length === 0 ? null : Math.max(...maxes);
        expect(max).toBe(largest !== null && min !== null && largest < min ? null : largest);
      }),
    );
  });

  it("has min <= max whenever both are present", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const { min, max } = rangeOf(bases);
        if (min !== null && max !== null) expect(min).toBeLessThanOrEqual(max);
      }),
    );
  });

  it("does not depend on the order of the bases", () => {
    const shuffledArb = basesArb.chain((bases) =>
      fc.tuple(fc.constant(bases), fc.shuffledSubarray(bases, { minLength: bases.length, maxLength: bases.length })),
    );
    fc.assert(
      fc.property(shuffledArb, ([bases, shuffled]) => {
        expect(rangeOf(shuffled)).toEqual(rangeOf(bases));
      }),
    );
  });

  it("ignores bases whose prices are unusable", () => {
    const brokenArb = fc.record({ min_price: invalidPriceArb, max_price: invalidPriceArb });
    fc.assert(
      fc.property(basesArb, fc.array(brokenArb, { maxLength: 3 }), (bases, broken) => {
        expect(rangeOf([...bases, ...broken])).toEqual(rangeOf(bases));
      }),
    );
  });

  it("gives a single base the same text as that base's own prices", () => {
    fc.assert(
      fc.property(pricedEducationBaseArb, (base) => {
        expect(priceText(rangeOf([base]))).toBe(priceText({ min: base.min_price, max: base.max_price }));
      }),
    );
  });
});
