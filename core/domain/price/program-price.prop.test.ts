import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  invalidPriceArb,
  optionalPriceArb,
  positivePriceArb,
  pricedEducationBaseArb,
} from "../../../tests/arbitraries/price.arb";
import { degreeProgramPriceRange } from "./degree-program-price-range";
import { priceShape } from "./price-shape";
import { programPrice } from "./program-price";

const freeBaseArb = fc.constantFrom(
  { min_price: 0, max_price: null },
  { min_price: 0, max_price: 0 },
  { min_price: null, max_price: 0 },
);
const anyBaseArb = fc.oneof(
  pricedEducationBaseArb,
  freeBaseArb,
  fc.record({ min_price: invalidPriceArb, max_price: fc.oneof(invalidPriceArb, fc.constant(0)) }),
);
const basesArb = fc.array(anyBaseArb, { maxLength: 8 });
/** A base that is not free: a price above 0 somewhere, or no price at all. */
const paidBaseArb = fc.oneof(
  fc.record({ min_price: positivePriceArb, max_price: optionalPriceArb }),
  fc.record({ min_price: fc.constant(null), max_price: fc.option(positivePriceArb, { nil: null }) }),
);
const freeOf = (base: { min_price: number | null; max_price: number | null }) =>
  priceShape({ min: base.min_price, max: base.max_price })._tag === "Free";

describe("programPrice properties", () => {
  it("is «Бесплатно» exactly when there are bases and every one is free", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const free = priceShape(programPrice({ education_bases: bases }).range)._tag === "Free";
        expect(free).toBe(bases.length > 0 && bases.every(freeOf));
      }),
    );
  });

  it("names a grant exactly when a free base sits beside a base that is not free", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const { grant } = programPrice({ education_bases: bases });
        expect(grant).toBe(bases.some(freeOf) && !bases.every(freeOf));
      }),
    );
  });

  it("adding a grant base to a paid program keeps its price and adds the grant", () => {
    fc.assert(
      fc.property(fc.array(paidBaseArb, { minLength: 1, maxLength: 6 }), freeBaseArb, fc.nat(), (paid, grant, at) => {
        const withGrant = [...paid];
        withGrant.splice(at % (paid.length + 1), 0, grant);
        expect(programPrice({ education_bases: withGrant })).toEqual({
          range: degreeProgramPriceRange({ education_bases: paid }),
          grant: true,
        });
      }),
    );
  });
});
