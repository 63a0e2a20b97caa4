import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evenWidths } from "./image-widths";

const spanArb = fc
  .record({
    from: fc.integer({ min: 1, max: 2000 }),
    extra: fc.integer({ min: 0, max: 6000 }),
    steps: fc.integer({ min: 1, max: 12 }),
  })
  .map(({ from, extra, steps }) => ({ from, to: from + steps + extra, steps }));

describe("evenWidths properties", () => {
  it("gives steps + 1 widths starting at from and ending at to", () => {
    fc.assert(
      fc.property(spanArb, ({ from, to, steps }) => {
        const widths = evenWidths(from, to, steps);
        expect(widths).toHaveLength(steps + 1);
        expect(widths[0]).toBe(from);
        expect(widths.at(-1)).toBe(to);
      }),
    );
  });

  it("gives whole, strictly increasing widths whose gaps differ by at most 1 px", () => {
    fc.assert(
      fc.property(spanArb, ({ from, to, steps }) => {
        const widths = evenWidths(from, to, steps);
        const gaps = widths.slice(1).map((width, index) => width - (widths[index] ?? 0));
        expect(widths.every(Number.isInteger)).toBe(true);
        expect(gaps.every((gap) => gap > 0)).toBe(true);
        expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
