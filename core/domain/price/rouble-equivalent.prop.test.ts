import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exchangeRatesArb, foreignCurrencyArb, rateToRubArb } from "../../../tests/arbitraries/exchange-rate.arb";
import { invalidPriceArb, priceAmountArb } from "../../../tests/arbitraries/price.arb";
import { exchangeRatesByCurrency, roubleEquivalent } from "./rouble-equivalent";
import { roundRoubles } from "./rouble-rounding";

describe("roubleEquivalent properties", () => {
  it("is non-decreasing in the amount for any currency and rate", () => {
    fc.assert(
      fc.property(foreignCurrencyArb, rateToRubArb, priceAmountArb, priceAmountArb, (currency, rate, a, b) => {
        const rates = new Map([[currency, rate]]);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(roubleEquivalent(low, currency, rates)).toBeLessThanOrEqual(
          roubleEquivalent(high, currency, rates) as number,
        );
      }),
    );
  });

  it("is non-decreasing in the rate", () => {
    fc.assert(
      fc.property(foreignCurrencyArb, rateToRubArb, rateToRubArb, priceAmountArb, (currency, a, b, amount) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(roubleEquivalent(amount, currency, new Map([[currency, low]]))).toBeLessThanOrEqual(
          roubleEquivalent(amount, currency, new Map([[currency, high]])) as number,
        );
      }),
    );
  });

  it("is the identity for roubles, whatever the rates say", () => {
    fc.assert(
      fc.property(priceAmountArb, exchangeRatesArb, (amount, rates) => {
        expect(roubleEquivalent(amount, "RUB", exchangeRatesByCurrency(rates))).toBe(amount);
      }),
    );
  });

  it("is the rounded product when the currency has a rate", () => {
    fc.assert(
      fc.property(foreignCurrencyArb, rateToRubArb, priceAmountArb, (currency, rate, amount) => {
        expect(roubleEquivalent(amount, currency, new Map([[currency, rate]]))).toBe(roundRoubles(amount * rate));
      }),
    );
  });

  it("gives no figure, never a wrong one, when the currency has no rate", () => {
    fc.assert(
      fc.property(exchangeRatesArb, foreignCurrencyArb, priceAmountArb, (rates, currency, amount) => {
        const without = rates.filter((rate) => rate.currency !== currency);
        expect(roubleEquivalent(amount, currency, exchangeRatesByCurrency(without))).toBeNull();
      }),
    );
  });

  it("gives no figure for an unusable amount", () => {
    fc.assert(
      fc.property(invalidPriceArb, foreignCurrencyArb, rateToRubArb, (amount, currency, rate) => {
        expect(roubleEquivalent(amount, currency, new Map([[currency, rate]]))).toBeNull();
      }),
    );
  });
});
