import type { InstitutionRating } from "../domain/catalogue/institution-rating";
import type { ReviewRating } from "../domain/comments/review-rating";

/** An institution's rating as a viewer sees it; `user_rating` is null when the viewer has not rated it. */
export type InstitutionRatingView = {
  readonly rating: number;
  readonly ratings_count: number;
  readonly user_rating: number | null;
};

/** Users' 1..5 ratings of institutions: one per user and institution, a second one replaces the first. */
export interface RatingRepository {
  /**
   * Stores the user's rating (replacing an earlier one) and recomputes the institution's mean rating and count in
   * the same transaction. Null when the institution does not exist.
   */
  rateInstitution(
    institution_id: number,
    user_id: number,
    value: ReviewRating,
    now: Date,
  ): Promise<InstitutionRating | null>;
  /** Null when the institution does not exist. */
  institutionRating(institution_id: number, user_id: number | null): Promise<InstitutionRatingView | null>;
}
