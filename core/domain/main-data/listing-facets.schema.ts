import { z } from "zod";
import { currencySchema } from "../catalogue/currency";
import { morphSchema } from "../catalogue/morph";
import type { ListingFacets } from "../listing/facets";

const named = z.object({ id: z.int().positive(), slug: z.string().min(1), title: z.string().min(1) }).readonly();
const place = {
  id: z.int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  morph: morphSchema.nullable(),
};
const count = z.int().nonnegative();

/** Reads the filter facets of main data; typed against the listing module's `ListingFacets`. */
export const listingFacetsSchema: z.ZodType<ListingFacets> = z
  .object({
    cities: z
      .array(
        z
          .object({ ...place, country_id: z.int().positive(), is_province: z.boolean(), institutions_count: count })
          .readonly(),
      )
      .readonly(),
    countries: z
      .array(z.object({ ...place, institutions_count: count, currency: currencySchema }).readonly())
      .readonly(),
    lang_instructions: z.array(named).readonly(),
    degree_programs: z.array(named).readonly(),
    directions: z.array(named).readonly(),
    specialties: z.array(named).readonly(),
    price: z.object({ min: z.number().nonnegative() }).readonly().optional(),
  })
  .readonly();
