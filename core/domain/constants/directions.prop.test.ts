import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTIONS, directionById, directionBySlug } from "./directions";

const directionArb = fc.constantFrom(...DIRECTIONS);

describe("directions properties", () => {
  it("round-trips id and slug lookups", () => {
    fc.assert(
      fc.property(directionArb, (direction) => {
        expect(directionById(direction.id)).toBe(direction);
        expect(directionBySlug(direction.slug)).toBe(direction);
        expect(directionById(directionBySlug(direction.slug)?.id ?? 0)).toBe(direction);
      }),
    );
  });

  it("knows an id exactly when it is an integer from 1 to 5", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), (id) => {
        expect(directionById(id) !== null).toBe(id >= 1 && id <= 5);
      }),
    );
  });
});
