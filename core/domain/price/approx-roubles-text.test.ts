import { describe, expect, it } from "vitest";
import { approxRoublesText } from "./approx-roubles-text";
import { exchangeRatesByCurrency } from "./rouble-equivalent";
import { roublesRange } from "./roubles-range";

const RATES = exchangeRatesByCurrency([
  { currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-20" },
  { currency: "JPY", rate_to_rub: 0.53, as_of: "2026-11-20" },
]);
const hint = (min: number | null, max: number | null, currency: "CNY" | "JPY" | "RUB" | "CAD" | undefined) =>
  approxRoublesText({ min, max }, currency, roublesRange({ min, max }, currency, RATES));

describe("approxRoublesText", () => {
  it("gives the rouble figure of a lowest price", () => {
    expect(hint(940_000, null, "JPY")).toBe("≈ 498\u00a0000\u00a0₽");
    expect(hint(30_000, 30_000, "CNY")).toBe("≈ 336\u00a0000\u00a0₽");
  });

  it("gives both figures of a range, and the cap of an upper bound", () => {
    expect(hint(15_000, 35_000, "CNY")).toBe("≈ 168\u00a0000 – 392\u00a0000\u00a0₽");
    expect(hint(null, 35_000, "CNY")).toBe("≈ до 392\u00a0000\u00a0₽");
  });

  it("gives one figure when both bounds round to the same roubles", () => {
    expect(hint(1_000_000, 1_000_100, "JPY")).toBe("≈ 530\u00a0000\u00a0₽");
  });

  it("says nothing beside «Бесплатно» and «Узнать стоимость»", () => {
    expect(hint(0, 35_000, "CNY")).toBeNull();
    expect(hint(null, 0, "CNY")).toBeNull();
    expect(hint(null, null, "CNY")).toBeNull();
  });

  it("says nothing for roubles, an unknown currency, or a currency without a rate", () => {
    expect(hint(30_000, null, "RUB")).toBeNull();
    expect(hint(30_000, null, undefined)).toBeNull();
    expect(hint(30_000, null, "CAD")).toBeNull();
  });

  it("takes the rouble bounds it is given (the listing's price_rub)", () => {
    expect(approxRoublesText({ min: 940_000, max: null }, "JPY", { min: 500_000, max: null })).toBe(
      "≈ 500\u00a0000\u00a0₽",
    );
    expect(approxRoublesText({ min: 940_000, max: null }, "JPY", { min: null, max: null })).toBeNull();
  });
});
