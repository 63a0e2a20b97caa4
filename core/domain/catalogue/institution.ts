import { z } from "zod";
import { authorSchema } from "./author";
import { degreeProgramSchema } from "./degree-program";
import { directionSchema } from "./direction";
import { embeddedCommentSchema } from "./embedded-comment";
import { institutionBookingSchema } from "./institution-booking";
import { institutionRefShape } from "./institution-ref";
import { typeMatchesSlug } from "./institution-type";
import { morphSchema } from "./morph";
import { placesSchema } from "./places";
import { priceAmountSchema } from "./price-amount";
import { seoSchema } from "./seo";
import { tariffSchema } from "./tariff";
import { timestampSchema } from "./timestamp";
import { uploadedImageSchema } from "./uploaded-image";

const rank = z.int().positive().nullable();
const score = z.number().min(0).max(5);

/**
 * An institution (spec 3). `price` is its lowest price; `rating` the mean of visitors' votes (`ratings_count` of
 * them) and `user_rating` the current visitor's vote; `places_applicants` the places open to applicants.
 */
export const institutionSchema = z
  .object({
    ...institutionRefShape,
    type_name: z.string().min(1),
    morph: morphSchema.nullable(),
    acronym: z.string().nullable(),
    /** A photograph of the campus (a public JPEG upload, served in webp variants), or none. */
    photo: uploadedImageSchema.nullable(),
    updated_at: timestampSchema,
    price: priceAmountSchema,
    views: z.int().nonnegative(),
    site: z.string().nullable(),
    has_grants: z.boolean(),
    rating: score,
    ratings_count: z.int().nonnegative(),
    user_rating: z.int().min(1).max(5).nullable(),
    comments_count: z.int().nonnegative(),
    rating_by_reviews: score.nullable(),
    rank_place: rank,
    rank_place_country: rank,
    rank_place_world: rank,
    places_applicants: placesSchema,
    is_partner: z.boolean(),
    content: z.string(),
    seo: seoSchema.nullable(),
    directions: z.array(directionSchema).readonly(),
    degree_programs: z.array(degreeProgramSchema).readonly(),
    tariff: tariffSchema.nullable(),
    author: authorSchema.nullable(),
    topic_text: z.string().nullable(),
    comments: z.array(embeddedCommentSchema).readonly(),
    booking: institutionBookingSchema.nullable(),
  })
  .refine(typeMatchesSlug, { path: ["type_slug"], message: "type_slug does not match type" })
  .readonly();

export type Institution = z.infer<typeof institutionSchema>;
