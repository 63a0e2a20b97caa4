import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tooltipShift } from "./tooltip-shift";

const margin = fc.integer({ min: 0, max: 24 });
/** A viewport, a margin and a tooltip narrower than the room between the margins, placed anywhere near it. */
const fitting = fc.record({ viewport: fc.integer({ min: 320, max: 3840 }), margin }).chain(({ viewport, margin }) =>
  fc.record({
    viewport: fc.constant(viewport),
    margin: fc.constant(margin),
    width: fc.integer({ min: 1, max: viewport - 2 * margin }),
    left: fc.integer({ min: -viewport, max: 2 * viewport }),
  }),
);

describe("tooltipShift (properties)", () => {
  it("brings a tooltip that can fit inside the margins", () => {
    fc.assert(
      fc.property(fitting, ({ viewport, margin, width, left }) => {
        const shift = tooltipShift({ left, right: left + width }, viewport, margin);
        expect(left + shift).toBeGreaterThanOrEqual(margin);
        expect(left + width + shift).toBeLessThanOrEqual(viewport - margin);
      }),
    );
  });

  it("does not move a tooltip that already fits", () => {
    fc.assert(
      fc.property(fitting, ({ viewport, margin, width }) => {
        const left = margin + Math.floor((viewport - 2 * margin - width) / 2);
        expect(tooltipShift({ left, right: left + width }, viewport, margin)).toBe(0);
      }),
    );
  });

  it("moves a tooltip as little as needed: after the shift it touches a margin unless it did not move", () => {
    fc.assert(
      fc.property(fitting, ({ viewport, margin, width, left }) => {
        const shift = tooltipShift({ left, right: left + width }, viewport, margin);
        if (shift !== 0) expect([margin, viewport - margin]).toContain(shift > 0 ? left + shift : left + width + shift);
      }),
    );
  });
});
