import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invalidPriceArb, priceAmountArb } from "../../../tests/arbitraries/price.arb";
import { priceBound } from "./price-bound";

describe("priceBound properties", () => {
  it("is the identity on valid amounts", () => {
    fc.assert(
      fc.property(priceAmountArb, (amount) => {
        expect(priceBound(amount)).toBe(amount);
      }),
    );
  });

  it("maps every invalid value to null", () => {
    fc.assert(
      fc.property(invalidPriceArb, (value) => {
        expect(priceBound(value)).toBeNull();
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.oneof(priceAmountArb, invalidPriceArb, fc.constant(null)), (value) => {
        expect(priceBound(priceBound(value))).toBe(priceBound(value));
      }),
    );
  });
});
