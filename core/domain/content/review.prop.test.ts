import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { institutionRefArb, timestampArb } from "../../../tests/arbitraries/catalogue.arb";
import { buildReview } from "../../../tests/builders/review.builder";
import { reviewSchema } from "./review";

describe("reviewSchema properties", () => {
  it("reads any review with a whole rating 1 to 5 unchanged, and none outside that range", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 9 }),
        fc.option(institutionRefArb, { nil: null }),
        timestampArb,
        (rating, institution, created_at) => {
          const review = buildReview({ rating, institution, created_at });
          const result = reviewSchema.safeParse(review);
          expect(result.success).toBe(rating >= 1 && rating <= 5);
          if (result.success) expect(result.data).toEqual(review);
        },
      ),
      { numRuns: 100 },
    );
  });
});
