import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentsWithIdsArb } from "../../../tests/arbitraries/comments.arb";
import { REVIEWS_IN_JSON_LD, reviewsJsonLd } from "./reviews-json-ld";

const listArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 16 })
  .chain((ids) => commentsWithIdsArb(ids));

describe("reviewsJsonLd properties", () => {
  it("names at most ten reviews, each a live top-level review with a score 1..5, in list order", () => {
    fc.assert(
      fc.property(listArb, (comments) => {
        const eligible = comments.filter(
          (c) => c.is_review && c.rating !== null && !c.is_deleted && c.parent_id === null,
        );
        const reviews = reviewsJsonLd(comments);
        expect(reviews.length).toBe(Math.min(REVIEWS_IN_JSON_LD, eligible.length));
        reviews.forEach((review, i) => {
          expect(review.reviewBody).toBe(eligible[i]?.text);
          expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
          expect(review.reviewRating.ratingValue).toBeLessThanOrEqual(5);
          expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        });
      }),
    );
  });
});
