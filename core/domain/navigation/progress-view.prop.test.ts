import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { progressAt } from "./progress-view";

const elapsedArb = fc.integer({ min: 0, max: 10_000_000 });

describe("progressAt properties", () => {
  it("never decreases as time passes", () => {
    fc.assert(
      fc.property(elapsedArb, elapsedArb, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(progressAt(late)).toBeGreaterThanOrEqual(progressAt(early));
      }),
    );
  });

  it("stays between its floor and 95 %, never reaching 100 %", () => {
    fc.assert(
      fc.property(elapsedArb, (elapsed) => {
        expect(progressAt(elapsed)).toBeGreaterThanOrEqual(8);
        expect(progressAt(elapsed)).toBeLessThanOrEqual(95);
      }),
    );
  });
});
