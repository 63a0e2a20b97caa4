import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rateToRubArb } from "../../../tests/arbitraries/exchange-rate.arb";
import { amountMinorArb } from "../../../tests/arbitraries/ledger.arb";
import { ledgerRoublesMinor } from "./ledger-roubles";

const foreign = fc.constantFrom("CNY" as const, "USD" as const, "EUR" as const);

describe("ledgerRoublesMinor", () => {
  it("keeps roubles as they are, whatever the rates", () => {
    fc.assert(
      fc.property(amountMinorArb, rateToRubArb, (amount, rate) => {
        expect(ledgerRoublesMinor(amount, "RUB", new Map([["CNY", rate]]))).toBe(amount);
      }),
    );
  });

  it("is the product rounded to the kopeck, within half a kopeck", () => {
    fc.assert(
      fc.property(amountMinorArb, rateToRubArb, foreign, (amount, rate, currency) => {
        const kopecks = ledgerRoublesMinor(amount, currency, new Map([[currency, rate]]));
        expect(kopecks).not.toBeNull();
        expect(Math.abs((kopecks as number) - amount * rate)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("is non-decreasing in the amount", () => {
    fc.assert(
      fc.property(amountMinorArb, amountMinorArb, rateToRubArb, foreign, (a, b, rate, currency) => {
        const rates = new Map([[currency, rate]]);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(ledgerRoublesMinor(low, currency, rates)).toBeLessThanOrEqual(
          ledgerRoublesMinor(high, currency, rates) as number,
        );
      }),
    );
  });

  it("answers null without a usable rate", () => {
    fc.assert(
      fc.property(amountMinorArb, foreign, fc.constantFrom(0, -1, Number.NaN, Infinity), (amount, currency, bad) => {
        expect(ledgerRoublesMinor(amount, currency, new Map())).toBeNull();
        expect(ledgerRoublesMinor(amount, currency, new Map([[currency, bad]]))).toBeNull();
      }),
    );
  });

  it("converts 1 000 yuan at 11.2 to 11 200 roubles", () => {
    expect(ledgerRoublesMinor(100_000, "CNY", new Map([["CNY", 11.2]]))).toBe(1_120_000);
  });
});
