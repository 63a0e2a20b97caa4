import { describe, expect, it } from "vitest";
import { NO_REVIEWS_RATING, reviewsRating, reviewsRatingSchema } from "./reviews-rating";

describe("reviewsRating", () => {
  it("is the mean to two decimals", () => {
    expect(reviewsRating({ count: 3, sum: 14 })).toEqual({ count: 3, average: 4.67 });
    expect(reviewsRating({ count: 2, sum: 10 })).toEqual({ count: 2, average: 5 });
  });

  it("says nothing when nothing was counted", () => {
    expect(reviewsRating({ count: 0, sum: 0 })).toEqual(NO_REVIEWS_RATING);
  });

  it("the API's shape takes a count with its mean and refuses a mean off the scale", () => {
    expect(reviewsRatingSchema.safeParse({ count: 4, average: 4.25 }).success).toBe(true);
    expect(reviewsRatingSchema.safeParse({ count: 4, average: 5.5 }).success).toBe(false);
  });
});
