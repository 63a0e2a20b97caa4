import type { InstitutionRating } from "../../domain/catalogue/institution-rating";
import type { ReviewRating } from "../../domain/comments/review-rating";
import { err, ok, type Result } from "../../domain/shared/result";
import type { RatingRepository } from "../../ports/rating-repository.port";

export type RateInstitutionError = { readonly _tag: "InstitutionNotFound"; readonly institution_id: number };

export type RateInstitutionDeps = { readonly ratings: RatingRepository };

/** One rating per user and institution: a second one replaces the first; answers the recomputed rating. */
export const rateInstitution = async (
  { ratings }: RateInstitutionDeps,
  user_id: number,
  institution_id: number,
  value: ReviewRating,
  now: Date,
): Promise<Result<InstitutionRating, RateInstitutionError>> => {
  const rated = await ratings.rateInstitution(institution_id, user_id, value, now);
  return rated === null ? err({ _tag: "InstitutionNotFound", institution_id }) : ok(rated);
};
