import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currencyArb,
  optionalPriceArb,
  positivePriceArb,
  priceRangeArb,
  readRuAmount,
} from "../../../tests/arbitraries/price.arb";
import { formatPrice } from "./price-format";
import { priceText } from "./price-text";

const AMOUNT = "(\\d{1,3}(?:\u00a0\\d{3})*(?:,\\d{2})?)";
const BETWEEN = new RegExp(`^от ${AMOUNT} до ${AMOUNT}$`);
const FROM = new RegExp(`^от ${AMOUNT}$`);
const UP_TO = new RegExp(`^до ${AMOUNT}$`);

describe("priceText properties", () => {
  it("is always one of the five shapes", () => {
    fc.assert(
      fc.property(priceRangeArb, (range) => {
        const text = priceText(range);
        const shapes = [/^Бесплатно$/, /^Узнать стоимость$/, BETWEEN, FROM, UP_TO];
        expect(shapes.filter((shape) => shape.test(text))).toHaveLength(1);
      }),
    );
  });

  it("prints 'от X до Y' only for min < max, and X, Y read back to min and max", () => {
    fc.assert(
      fc.property(priceRangeArb, (range) => {
        const found = BETWEEN.exec(priceText(range));
        const isRange = range.min !== null && range.max !== null && range.min > 0 && range.min < range.max;
        expect(found !== null).toBe(isRange);
        if (found !== null) {
          expect(readRuAmount(found[1] ?? "")).toBe(range.min);
          expect(readRuAmount(found[2] ?? "")).toBe(range.max);
        }
      }),
    );
  });

  it("prints 'от X' with X = min for a positive min and any max not above it", () => {
    fc.assert(
      fc.property(positivePriceArb, fc.integer({ min: 0, max: 100 }), (min, percent) => {
        const max = Math.floor((min * percent) / 100);
        expect(priceText({ min, max })).toBe(`от ${formatPrice(min)}`);
        expect(priceText({ min, max: min })).toBe(`от ${formatPrice(min)}`);
        expect(priceText({ min, max: null })).toBe(`от ${formatPrice(min)}`);
      }),
    );
  });

  it("prints 'до Y' with Y = max for every positive max without a min", () => {
    fc.assert(
      fc.property(positivePriceArb, (max) => {
        const found = UP_TO.exec(priceText({ min: null, max }));
        expect(readRuAmount(found?.[1] ?? "")).toBe(max);
      }),
    );
  });

  it("starts with the same 'от X' for a positive min, whatever the max", () => {
    fc.assert(
      fc.property(positivePriceArb, optionalPriceArb, (min, max) => {
        expect(priceText({ min, max }).startsWith(`от ${formatPrice(min)}`)).toBe(true);
      }),
    );
  });

  it("with a currency keeps the same text once the currency suffix is removed", () => {
    fc.assert(
      fc.property(priceRangeArb, currencyArb, (range, currency) => {
        const suffix = formatPrice(0, currency).slice("0".length);
        expect(priceText(range, currency).replaceAll(suffix, "")).toBe(priceText(range));
      }),
    );
  });
});
