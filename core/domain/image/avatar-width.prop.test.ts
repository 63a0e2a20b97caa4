import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { avatarWidth } from "./avatar-width";

const widthsArb = fc.uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 8 });

describe("avatarWidth properties", () => {
  it("is one of the widths, covers the need when any width does, and no smaller width would", () => {
    fc.assert(
      fc.property(widthsArb, fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 4 }), (widths, px, dpr) => {
        const chosen = avatarWidth(px, dpr, widths);
        const needed = px * dpr;
        expect(widths).toContain(chosen);
        if (widths.some((width) => width >= needed)) {
          expect(chosen).toBeGreaterThanOrEqual(needed);
          expect(widths.filter((width) => width >= needed && width < chosen)).toEqual([]);
        } else {
          expect(chosen).toBe(Math.max(...widths));
        }
      }),
    );
  });
});
