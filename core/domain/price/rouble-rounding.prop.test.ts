import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUBLE_SIGNIFICANT_DIGITS, roundRoubles } from "./rouble-rounding";

const amountArb = fc.double({ min: 0, max: 1e13, noNaN: true, noDefaultInfinity: true });

describe("roundRoubles properties", () => {
  it("is non-decreasing", () => {
    fc.assert(
      fc.property(amountArb, amountArb, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(roundRoubles(low)).toBeLessThanOrEqual(roundRoubles(high));
      }),
    );
  });

  it("is a whole number with at most three significant digits, within half a step of the amount", () => {
    fc.assert(
      fc.property(amountArb, (amount) => {
        const rounded = roundRoubles(amount);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(String(rounded).replace(/0+$/, "").length).toBeLessThanOrEqual(ROUBLE_SIGNIFICANT_DIGITS);
        const step = Math.max(1, 10 ** (String(Math.round(amount)).length - ROUBLE_SIGNIFICANT_DIGITS));
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(step / 2 + 1e-6 * amount);
      }),
    );
  });

  it("leaves an already rounded figure alone", () => {
    fc.assert(
      fc.property(amountArb, (amount) => {
        const rounded = roundRoubles(amount);
        expect(roundRoubles(rounded)).toBe(rounded);
      }),
    );
  });
});
