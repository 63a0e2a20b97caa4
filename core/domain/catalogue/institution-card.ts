import { z } from "zod";
import { institutionRefShape } from "./institution-ref";
import { typeMatchesSlug } from "./institution-type";
import { priceAmountSchema } from "./price-amount";
import { timestampSchema } from "./timestamp";
import { uploadedImageSchema } from "./uploaded-image";

const count = z.int().nonnegative();
const rank = z.int().positive().nullable();

/**
 * An institution as the listing shows it (GET /institutions/grid): how to name and link it, its lowest `price`
 * (null when unknown) in its country's currency and `price_rub` in roubles by the current exchange rate (null when
 * the price or the rate is unknown; docs/adr/031-prices-in-roubles.md), the mean `rating` of `ratings_count` votes,
 * world and country ranks, the places open to applicants and still available, and `open_waves` when some education
 * base has open admission waves.
 */
export const institutionCardSchema = z
  .object({
    ...institutionRefShape,
    type_name: z.string().min(1),
    acronym: z.string().nullable(),
    /** A photograph of the campus, or none (the card then shows no picture). */
    photo: uploadedImageSchema.nullable(),
    price: priceAmountSchema,
    price_rub: priceAmountSchema.default(null),
    rating: z.number().min(0).max(5),
    ratings_count: count,
    comments_count: count,
    has_grants: z.boolean(),
    is_partner: z.boolean(),
    rank_place_world: rank,
    rank_place_country: rank,
    places_applicants: count,
    available_places: count,
    views: count,
    updated_at: timestampSchema,
    open_waves: z.boolean(),
  })
  .refine(typeMatchesSlug, { path: ["type_slug"], message: "type_slug does not match type" })
  .readonly();

export type InstitutionCard = z.infer<typeof institutionCardSchema>;
