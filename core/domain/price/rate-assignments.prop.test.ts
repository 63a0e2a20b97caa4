import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exchangeRatesArb, isoDayArb, someExchangeRatesArb } from "../../../tests/arbitraries/exchange-rate.arb";
import { readRateAssignments } from "./rate-assignments";

describe("readRateAssignments properties", () => {
  it("reads back the rates it is given as CODE=RATE, as of the day given", () => {
    fc.assert(
      fc.property(someExchangeRatesArb, isoDayArb, (rates, day) => {
        const texts = rates.map((rate) => `${rate.currency.toLowerCase()}=${rate.rate_to_rub.toFixed(6)}`);
        expect(readRateAssignments(texts, day)).toEqual({
          ok: true,
          value: rates.map((rate) => ({ ...rate, as_of: day })),
        });
      }),
    );
  });

  it("never accepts part of a list: one bad assignment refuses the whole", () => {
    fc.assert(
      fc.property(exchangeRatesArb, fc.string(), isoDayArb, (rates, junk, day) => {
        const texts = [...rates.map((rate) => `${rate.currency}=${rate.rate_to_rub.toFixed(6)}`), `${junk}=x`];
        expect(readRateAssignments(texts, day).ok).toBe(false);
      }),
    );
  });
});
