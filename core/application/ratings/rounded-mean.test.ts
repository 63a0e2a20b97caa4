import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundedMean } from "./rounded-mean";

describe("roundedMean", () => {
  it("rounds half up to 2 decimals, 0 without scores", () => {
    expect(roundedMean(0, 0)).toBe(0);
    expect(roundedMean(9, 2)).toBe(4.5);
    expect(roundedMean(13, 3)).toBe(4.33);
    expect(roundedMean(14, 3)).toBe(4.67);
    expect(roundedMean(1, 8)).toBe(0.13);
    expect(roundedMean(5, 1)).toBe(5);
  });

  it("stays within the scores' range and within 0.005 of the exact mean", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (scores) => {
        const sum = scores.reduce((a, b) => a + b, 0);
        const mean = roundedMean(sum, scores.length);
        expect(mean).toBeGreaterThanOrEqual(Math.min(...scores));
        expect(mean).toBeLessThanOrEqual(Math.max(...scores));
        expect(Math.abs(mean - sum / scores.length)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.round(mean * 100)).toBeCloseTo(mean * 100, 9);
      }),
    );
  });
});
