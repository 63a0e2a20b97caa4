import { Effect } from "effect";
import type { InstitutionRating } from "../../domain/catalogue/institution-rating";
import type { ReviewRating } from "../../domain/comments/review-rating";
import type { RatingRepository } from "../../ports/rating-repository.port";

export type RateInstitutionError = { readonly _tag: "InstitutionNotFound"; readonly institution_id: number };

export type RateInstitutionDeps = { readonly ratings: RatingRepository };

/** One rating per user and institution: a second one replaces the first; answers the recomputed rating. */
export const rateInstitution = (
  { ratings }: RateInstitutionDeps,
  user_id: number,
  institution_id: number,
  value: ReviewRating,
  now: Date,
): Effect.Effect<InstitutionRating, RateInstitutionError> =>
  Effect.gen(function* () {
    const rated = yield* Effect.promise(() => ratings.rateInstitution(institution_id, user_id, value, now));
    return rated ?? (yield* Effect.fail({ _tag: "InstitutionNotFound", institution_id } as const));
  });
