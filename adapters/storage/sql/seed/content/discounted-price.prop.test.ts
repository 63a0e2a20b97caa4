import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountedPrice } from "./discounted-price";

const price = fc.integer({ min: 0, max: 10_000_000 });
const percent = fc.integer({ min: 0, max: 100 });

describe("discountedPrice properties", () => {
  it("is a whole amount between zero and the list price", () => {
    fc.assert(
      fc.property(price, percent, (p, d) => {
        const final = discountedPrice(p, d);
        expect(Number.isInteger(final)).toBe(true);
        expect(final).toBeGreaterThanOrEqual(0);
        expect(final).toBeLessThanOrEqual(p);
      }),
    );
  });

  it("is within half a unit of the exact discounted amount", () => {
    fc.assert(
      fc.property(price, percent, (p, d) => {
        expect(Math.abs(discountedPrice(p, d) - (p * (100 - d)) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("never grows when the discount grows", () => {
    fc.assert(
      fc.property(price, percent, percent, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountedPrice(p, high)).toBeLessThanOrEqual(discountedPrice(p, low));
      }),
    );
  });
});
