import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entityIdOfText, isEntityId, MAX_ENTITY_ID } from "./entity-id";

describe("entity ids", () => {
  it("read every id of the range back from its digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ENTITY_ID }), (id) => {
        expect(isEntityId(id)).toBe(true);
        expect(entityIdOfText(String(id))).toBe(id);
      }),
    );
  });

  it("refuse numbers past the range, zero, negatives and fractions", () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_ENTITY_ID + 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(isEntityId(id)).toBe(false);
        expect(entityIdOfText(String(id))).toBeNull();
      }),
    );
    expect([0, -1, 1.5, Number.NaN].map(isEntityId)).toEqual([false, false, false, false]);
  });

  it("refuse text that is not plain digits", () => {
    expect(["", "0", "012", "1e5", " 1", "1 ", "+1", "-1", "1.0", "١"].map(entityIdOfText)).toEqual(
      Array(10).fill(null),
    );
    expect(entityIdOfText("2147483647")).toBe(MAX_ENTITY_ID);
    expect(entityIdOfText("2147483648")).toBeNull();
  });
});
