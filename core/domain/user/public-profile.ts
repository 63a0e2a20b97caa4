import { z } from "zod";
import { institutionRefSchema } from "../catalogue/institution-ref";

/** One of the user's reviews as anyone may read it: the reviewed institution when the review is on one. */
export const publicReviewSchema = z
  .object({
    id: z.int().positive(),
    text: z.string(),
    rating: z.int().min(1).max(5).nullable(),
    created_at: z.iso.datetime({ offset: true }),
    institution: institutionRefSchema.nullable(),
  })
  .strict()
  .readonly();

/**
 * What anyone may see of a user (ADR 033): the name, avatar, signature and latest reviews. Strict: a response with
 * any other key (e-mail, phone, sessions, socials...) does not parse.
 */
export const publicProfileSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    avatar: z
      .object({ filename: z.string().min(1) })
      .readonly()
      .nullable(),
    signature: z.string().nullable(),
    reviews: z.array(publicReviewSchema).readonly(),
  })
  .strict()
  .readonly();

export type PublicProfile = z.infer<typeof publicProfileSchema>;
export type PublicReview = PublicProfile["reviews"][number];
