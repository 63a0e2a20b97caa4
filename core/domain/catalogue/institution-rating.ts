import { z } from "zod";

/** What POST /institutions/rate answers: the institution's rating after the visitor's vote. */
export const institutionRatingSchema = z
  .object({
    rating: z.number().min(0).max(5),
    ratings_count: z.int().nonnegative(),
    user_rating: z.int().min(1).max(5),
  })
  .readonly();

export type InstitutionRating = z.infer<typeof institutionRatingSchema>;
