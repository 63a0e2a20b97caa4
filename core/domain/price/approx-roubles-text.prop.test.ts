import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foreignCurrencyArb, rateToRubArb } from "../../../tests/arbitraries/exchange-rate.arb";
import { priceRangeArb, readRuAmount } from "../../../tests/arbitraries/price.arb";
import { approxRoublesText } from "./approx-roubles-text";
import { priceShape } from "./price-shape";
import { roublesRange } from "./roubles-range";

const AMOUNT = "(\\d{1,3}(?:\u00a0\\d{3})*(?:,\\d{2})?)";
const SHAPES = [
  new RegExp(`^≈ ${AMOUNT}\u00a0₽$`),
  new RegExp(`^≈ до ${AMOUNT}\u00a0₽$`),
  new RegExp(`^≈ ${AMOUNT} – ${AMOUNT}\u00a0₽$`),
];

describe("approxRoublesText properties", () => {
  it("is null exactly for free and unknown prices when a rate exists, else one of three shapes", () => {
    fc.assert(
      fc.property(priceRangeArb, foreignCurrencyArb, rateToRubArb, (range, currency, rate) => {
        const text = approxRoublesText(range, currency, roublesRange(range, currency, new Map([[currency, rate]])));
        const tag = priceShape(range)._tag;
        expect(text === null).toBe(tag === "Free" || tag === "OnRequest");
        if (text !== null) expect(SHAPES.filter((shape) => shape.test(text))).toHaveLength(1);
      }),
    );
  });

  it("is always null without a rate and for roubles", () => {
    fc.assert(
      fc.property(priceRangeArb, foreignCurrencyArb, (range, currency) => {
        expect(approxRoublesText(range, currency, roublesRange(range, currency, new Map()))).toBeNull();
        expect(approxRoublesText(range, "RUB", roublesRange(range, "RUB", new Map()))).toBeNull();
      }),
    );
  });

  it("prints a range low to high", () => {
    fc.assert(
      fc.property(priceRangeArb, foreignCurrencyArb, rateToRubArb, (range, currency, rate) => {
        const text = approxRoublesText(range, currency, roublesRange(range, currency, new Map([[currency, rate]])));
        const found = SHAPES[2]?.exec(text ?? "");
        if (found) expect(readRuAmount(found[1] ?? "")).toBeLessThan(readRuAmount(found[2] ?? ""));
      }),
    );
  });
});
