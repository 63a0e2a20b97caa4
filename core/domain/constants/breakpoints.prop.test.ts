import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BREAKPOINTS, type Breakpoint, breakpointFor } from "./breakpoints";

const rank = (breakpoint: Breakpoint): number => BREAKPOINTS.findIndex(({ name }) => name === breakpoint);
const widthArb = fc.integer({ min: 0, max: 5000 });

describe("breakpointFor properties", () => {
  it("is monotonic: a wider viewport never gets a narrower breakpoint", () => {
    fc.assert(
      fc.property(widthArb, widthArb, (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(rank(breakpointFor(narrow))).toBeLessThanOrEqual(rank(breakpointFor(wide)));
      }),
    );
  });

  it("picks a breakpoint the width reaches, and the next one it does not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 320, max: 5000 }), (width) => {
        const index = rank(breakpointFor(width));
        expect(BREAKPOINTS[index]?.minWidth).toBeLessThanOrEqual(width);
        const next = BREAKPOINTS[index + 1];
        if (next !== undefined) expect(next.minWidth).toBeGreaterThan(width);
      }),
    );
  });

  it("maps each breakpoint's own minimum width to itself", () => {
    fc.assert(
      fc.property(fc.constantFrom(...BREAKPOINTS), ({ name, minWidth }) => {
        expect(breakpointFor(minWidth)).toBe(name);
      }),
    );
  });
});
