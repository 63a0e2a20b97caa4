import { describe, expect, it } from "vitest";
import { err, ok } from "../shared/result";
import { validateReviewRating } from "./review-rating";

describe("validateReviewRating", () => {
  it.each([1, 2, 3, 4, 5])("accepts %i for a review", (value) => {
    expect(validateReviewRating(true, value)).toEqual(ok(value));
  });

  it.each([0, 6, 2.5, -1, Number.NaN])("rejects %d for a review", (value) => {
    expect(validateReviewRating(true, value)).toEqual(err({ _tag: "ReviewRatingOutOfRange", value }));
  });

  it("requires a score on a review", () => {
    expect(validateReviewRating(true, null)).toEqual(err({ _tag: "ReviewRatingRequired" }));
  });

  it("takes no score on a plain comment", () => {
    expect(validateReviewRating(false, null)).toEqual(ok(null));
    expect(validateReviewRating(false, 4)).toEqual(err({ _tag: "RatingOnPlainComment", value: 4 }));
  });
});
