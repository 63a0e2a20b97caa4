import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextTabIndex } from "./tab-keys";

const listArb = fc
  .integer({ min: 1, max: 50 })
  .chain((count) => fc.tuple(fc.constant(count), fc.nat({ max: count - 1 })));
const keyArb = fc.constantFrom("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp", "Home", "End");

describe("nextTabIndex properties", () => {
  it("every navigation key lands on a tab that exists", () => {
    fc.assert(
      fc.property(listArb, keyArb, ([count, current], key) => {
        const next = nextTabIndex(key, current, count);
        expect(next).not.toBeNull();
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
      }),
    );
  });

  it("right then left (and down then up) comes back to the same tab", () => {
    fc.assert(
      fc.property(listArb, ([count, current]) => {
        expect(nextTabIndex("ArrowLeft", nextTabIndex("ArrowRight", current, count) ?? -1, count)).toBe(current);
        expect(nextTabIndex("ArrowUp", nextTabIndex("ArrowDown", current, count) ?? -1, count)).toBe(current);
      }),
    );
  });

  it("pressing right as many times as there are tabs goes all the way round", () => {
    fc.assert(
      fc.property(listArb, ([count, current]) => {
        let at = current;
        for (let step = 0; step < count; step += 1) at = nextTabIndex("ArrowRight", at, count) ?? -1;
        expect(at).toBe(current);
      }),
    );
  });
});
