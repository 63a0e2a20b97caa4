import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateReviewRating } from "./review-rating";

describe("validateReviewRating properties", () => {
  it("accepts a review score exactly when it is a whole number from 1 to 5, returning it unchanged", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double()), (value) => {
        const result = validateReviewRating(true, value);
        const inRange = [1, 2, 3, 4, 5].includes(value);
        expect(result.ok).toBe(inRange);
        if (result.ok) expect(result.value).toBe(value);
      }),
    );
  });

  it("a plain comment accepts only the absence of a score", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -20, max: 20 })), (value) => {
        expect(validateReviewRating(false, value).ok).toBe(value === null);
      }),
    );
  });
});
