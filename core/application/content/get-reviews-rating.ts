import { type ReviewsRating, reviewsRating } from "../../domain/content/reviews-rating";
import type { ContentRepository, ReviewFilter } from "../../ports/content-repository.port";

export type GetReviewsRatingDeps = { readonly content: ContentRepository };

/** GET /reviews/rating: how many reviews are published (by `now`) and their mean score. */
export const getReviewsRating =
  ({ content }: GetReviewsRatingDeps) =>
  async (filter: ReviewFilter, now: Date): Promise<ReviewsRating> =>
    reviewsRating(await content.reviewsTally(filter, now));
