import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceFromArb } from "../../../tests/arbitraries/listing.arb";
import { parsePriceFrom } from "./price-from";

const minArb = fc.integer({ min: 0, max: 50_000 });

describe("parsePriceFrom properties", () => {
  it("reads back every allowed value from its decimal text", () => {
    fc.assert(
      fc.property(
        minArb.chain((min) => priceFromArb(min).map((price) => ({ min, price }))),
        ({ min, price }) => {
          expect(parsePriceFrom(String(price), min)).toBe(price);
        },
      ),
    );
  });

  it("gives 0 or a whole number not below the minimum, for any text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 8 }), fc.integer().map(String)), minArb, (text, min) => {
        const price = parsePriceFrom(text, min);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price === 0 || price >= min).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("gives 0 for any integer below the allowed minimum", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 50_000 })
          .chain((min) => fc.tuple(fc.constant(min), fc.integer({ min: -1000, max: min - 1 }))),
        ([min, value]) => {
          expect(parsePriceFrom(String(value), min)).toBe(0);
        },
      ),
    );
  });
});
