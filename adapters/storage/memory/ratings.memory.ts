import { roundedMean } from "../../../core/application/ratings/rounded-mean";
import type { InstitutionRating } from "../../../core/domain/catalogue/institution-rating";
import type { ReviewRating } from "../../../core/domain/comments/review-rating";
import type { InstitutionRatingView, RatingRepository } from "../../../core/ports/rating-repository.port";

/** In-memory institution ratings: one per user and institution, the institution's mean kept as in SQL. */
export class MemoryRatingRepository implements RatingRepository {
  private readonly values = new Map<number, Map<number, ReviewRating>>();

  constructor(institution_ids: readonly number[]) {
    for (const id of institution_ids) this.values.set(id, new Map());
  }

  async rateInstitution(
    institution_id: number,
    user_id: number,
    value: ReviewRating,
    _now: Date,
  ): Promise<InstitutionRating | null> {
    const votes = this.values.get(institution_id);
    if (votes === undefined) return null;
    votes.set(user_id, value);
    return { ...this.summary(votes), user_rating: value };
  }

  async institutionRating(institution_id: number, user_id: number | null): Promise<InstitutionRatingView | null> {
    const votes = this.values.get(institution_id);
    if (votes === undefined) return null;
    return { ...this.summary(votes), user_rating: user_id === null ? null : (votes.get(user_id) ?? null) };
  }

  private summary(votes: ReadonlyMap<number, ReviewRating>) {
    const all = [...votes.values()];
    return {
      rating: roundedMean(
        all.reduce((a, b) => a + b, 0),
        all.length,
      ),
      ratings_count: all.length,
    };
  }
}
