import { roundedMean } from "../../../core/application/ratings/rounded-mean";
import type { InstitutionRating } from "../../../core/domain/catalogue/institution-rating";
import type { ReviewRating } from "../../../core/domain/comments/review-rating";
import type { InstitutionRatingView, RatingRepository } from "../../../core/ports/rating-repository.port";

/** Ratings an institution had before the platform counted votes itself: their sum and number. */
export type CarriedOverRatings = { readonly sum: number; readonly count: number };

const NONE: CarriedOverRatings = { sum: 0, count: 0 };

/** In-memory institution ratings: one per user and institution, the institution's mean kept as in SQL. */
export class MemoryRatingRepository implements RatingRepository {
  private readonly values = new Map<number, Map<number, ReviewRating>>();
  private readonly carriedOver: ReadonlyMap<number, CarriedOverRatings>;

  constructor(institution_ids: readonly number[], carriedOver: ReadonlyMap<number, CarriedOverRatings> = new Map()) {
    for (const id of [...institution_ids, ...carriedOver.keys()]) this.values.set(id, new Map());
    this.carriedOver = carriedOver;
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
    return { ...this.summary(institution_id, votes), user_rating: value };
  }

  async institutionRating(institution_id: number, user_id: number | null): Promise<InstitutionRatingView | null> {
    const votes = this.values.get(institution_id);
    if (votes === undefined) return null;
    return {
      ...this.summary(institution_id, votes),
      user_rating: user_id === null ? null : (votes.get(user_id) ?? null),
    };
  }

  private summary(institution_id: number, votes: ReadonlyMap<number, ReviewRating>) {
    const prior = this.carriedOver.get(institution_id) ?? NONE;
    const all = [...votes.values()];
    const count = prior.count + all.length;
    return { rating: roundedMean(prior.sum + all.reduce((a, b) => a + b, 0), count), ratings_count: count };
  }
}
