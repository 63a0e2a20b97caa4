import { err, ok, type Result } from "../shared/result";

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

export type ReviewRating = 1 | 2 | 3 | 4 | 5;

export type ReviewRatingError =
  | { readonly _tag: "ReviewRatingRequired" }
  | { readonly _tag: "ReviewRatingOutOfRange"; readonly value: number }
  | { readonly _tag: "RatingOnPlainComment"; readonly value: number };

const isReviewRating = (value: number): value is ReviewRating =>
  Number.isInteger(value) && value >= REVIEW_RATING_MIN && value <= REVIEW_RATING_MAX;

/** A review needs a whole score from 1 to 5; a plain comment carries none (null). */
export const validateReviewRating = (
  is_review: boolean,
  value: number | null,
): Result<ReviewRating | null, ReviewRatingError> => {
  if (!is_review) return value === null ? ok(null) : err({ _tag: "RatingOnPlainComment", value });
  if (value === null) return err({ _tag: "ReviewRatingRequired" });
  return isReviewRating(value) ? ok(value) : err({ _tag: "ReviewRatingOutOfRange", value });
};
