import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyArb, priceAmountArb, readRuAmount, wholePriceArb } from "../../../tests/arbitraries/price.arb";
import { formatPrice } from "./price-format";

describe("formatPrice properties", () => {
  it("reads back to the amount it was given", () => {
    fc.assert(
      fc.property(priceAmountArb, (amount) => {
        expect(readRuAmount(formatPrice(amount))).toBe(amount);
      }),
    );
  });

  it("writes whole amounts as their digits in groups of three from the right", () => {
    fc.assert(
      fc.property(wholePriceArb, (amount) => {
        const groups = formatPrice(amount).split("\u00a0");
        expect(groups.join("")).toBe(String(amount));
        expect(groups.slice(1).every((group) => group.length === 3)).toBe(true);
        expect(groups[0]?.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]?.length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it("keeps the order of amounts in the order of their texts read back", () => {
    fc.assert(
      fc.property(priceAmountArb, priceAmountArb, (a, b) => {
        expect(Math.sign(readRuAmount(formatPrice(a)) - readRuAmount(formatPrice(b)))).toBe(Math.sign(a - b));
      }),
    );
  });

  it("with a currency adds one fixed suffix per currency to the plain number", () => {
    fc.assert(
      fc.property(priceAmountArb, currencyArb, (amount, currency) => {
        const suffix = formatPrice(0, currency).slice("0".length);
        expect(suffix.startsWith("\u00a0")).toBe(true);
        expect(formatPrice(amount, currency)).toBe(`${formatPrice(amount)}${suffix}`);
      }),
    );
  });
});
