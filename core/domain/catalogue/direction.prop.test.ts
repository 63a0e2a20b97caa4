import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { directionSchema } from "./direction";

describe("directionSchema properties", () => {
  it("accepts an integer id exactly when it is one of 1 to 5", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), (id) => {
        const accepted = directionSchema.safeParse({ id, title: "Бизнес", slug: "business" }).success;
        expect(accepted).toBe(id >= 1 && id <= 5);
      }),
    );
  });
});
