import { z } from "zod";

/** The scores of all published reviews at once: how many there are and their sum (each 1 to 5). */
export type RatingTally = { readonly count: number; readonly sum: number };

/** The published reviews' rating as the API answers it: the count and the mean (two decimals), null with none. */
export const reviewsRatingSchema = z
  .object({
    count: z.int().nonnegative(),
    average: z.number().min(1).max(5).nullable(),
  })
  .readonly();

export type ReviewsRating = z.infer<typeof reviewsRatingSchema>;

/** No reviews, or the rating could not be read: nothing to say. */
export const NO_REVIEWS_RATING: ReviewsRating = { count: 0, average: null };

/** The mean of a tally to two decimals (4.666… is 4.67); null when nothing was counted. */
export const reviewsRating = ({ count, sum }: RatingTally): ReviewsRating =>
  count <= 0 ? NO_REVIEWS_RATING : { count, average: Math.round((sum / count) * 100) / 100 };
