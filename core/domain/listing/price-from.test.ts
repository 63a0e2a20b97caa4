import { describe, expect, it } from "vitest";
import { parsePriceFrom } from "./price-from";

describe("parsePriceFrom", () => {
  it("defaults to 0", () => {
    expect(parsePriceFrom(undefined, 0)).toBe(0);
    expect(parsePriceFrom("", 1000)).toBe(0);
  });

  it("keeps a whole number at or above the allowed minimum", () => {
    expect(parsePriceFrom("1000", 1000)).toBe(1000);
    expect(parsePriceFrom(" 25000 ", 1000)).toBe(25000);
    expect(parsePriceFrom("007", 0)).toBe(7);
  });

  it("drops negative, fractional, non-numeric and too small values", () => {
    expect(parsePriceFrom("-5", 0)).toBe(0);
    expect(parsePriceFrom("10.5", 0)).toBe(0);
    expect(parsePriceFrom("1e5", 0)).toBe(0);
    expect(parsePriceFrom("сто", 0)).toBe(0);
    expect(parsePriceFrom("999", 1000)).toBe(0);
    expect(parsePriceFrom("1234567890123456", 0)).toBe(0);
  });
});
