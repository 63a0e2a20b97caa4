import { describe, expect, it } from "vitest";
import { exchangeRatesByCurrency, roubleEquivalent } from "./rouble-equivalent";

const RATES = exchangeRatesByCurrency([
  { currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-20" },
  { currency: "JPY", rate_to_rub: 0.53, as_of: "2026-11-20" },
  { currency: "KRW", rate_to_rub: 0.056, as_of: "2026-11-20" },
]);

describe("roubleEquivalent", () => {
  it("converts with the currency's rate and rounds to three significant digits", () => {
    expect(roubleEquivalent(940_000, "JPY", RATES)).toBe(498_000);
    expect(roubleEquivalent(12_700_000, "KRW", RATES)).toBe(711_000);
    expect(roubleEquivalent(30_000, "CNY", RATES)).toBe(336_000);
    expect(roubleEquivalent(0, "CNY", RATES)).toBe(0);
  });

  it("keeps a rouble price as it is", () => {
    expect(roubleEquivalent(123_456.5, "RUB", RATES)).toBe(123_456.5);
  });

  it("gives no figure without a rate, a currency or a usable price", () => {
    expect(roubleEquivalent(45_000, "CAD", RATES)).toBeNull();
    expect(roubleEquivalent(45_000, undefined, RATES)).toBeNull();
    expect(roubleEquivalent(null, "CNY", RATES)).toBeNull();
    expect(roubleEquivalent(-5, "CNY", RATES)).toBeNull();
    expect(roubleEquivalent(Number.NaN, "CNY", RATES)).toBeNull();
  });

  it("ignores a rate that is not positive", () => {
    expect(roubleEquivalent(100, "CNY", new Map([["CNY", 0]]))).toBeNull();
    expect(roubleEquivalent(100, "CNY", new Map([["CNY", -1]]))).toBeNull();
  });

  it("takes the later of two rates given for one currency", () => {
    const rates = exchangeRatesByCurrency([
      { currency: "CNY", rate_to_rub: 10, as_of: "2026-11-01" },
      { currency: "CNY", rate_to_rub: 12, as_of: "2026-11-20" },
    ]);
    expect(roubleEquivalent(100, "CNY", rates)).toBe(1200);
  });
});
