import { z } from "zod";
import { currencySchema } from "../catalogue/currency";
import { morphSchema } from "../catalogue/morph";

/**
 * The one declaration of the listing's facet shapes (spec 3): the filters of main data, the counted facets of the
 * listing answer (core/domain/catalogue/institution-listing-response.ts) and the types of both
 * (core/domain/listing/facets.ts, core/application/listing/listing-page.ts) and of the counting port come from here.
 */
const id = z.int().positive();
const text = z.string().min(1);
const count = z.int().nonnegative();

/** lang_instructions, degree_programs, directions and specialties. */
export const namedFacetSchema = z.object({ id, slug: text, title: text });

export const countryFacetSchema = z.object({
  id,
  slug: text,
  name: text,
  morph: morphSchema.nullable(),
  institutions_count: count,
  currency: currencySchema,
});

export const cityFacetSchema = z.object({
  id,
  slug: text,
  name: text,
  morph: morphSchema.nullable(),
  country_id: id,
  is_province: z.boolean(),
  institutions_count: count,
});

/** The facets with what each value holds; `price` as the listing's facets give it. */
export const facetListsSchema = <N extends z.ZodType, P extends z.ZodType>(named: N, price: P) =>
  z
    .object({
      cities: z.array(cityFacetSchema.readonly()).readonly(),
      countries: z.array(countryFacetSchema.readonly()).readonly(),
      lang_instructions: z.array(named).readonly(),
      degree_programs: z.array(named).readonly(),
      directions: z.array(named).readonly(),
      specialties: z.array(named).readonly(),
      price,
    })
    .readonly();

/**
 * The filter facets of main data. Only what is listed here can survive parsing. `price.min` is the allowed minimum
 * of the second set's price_from; missing means 0.
 */
export const listingFacetsSchema = facetListsSchema(
  namedFacetSchema.readonly(),
  z.object({ min: z.number().nonnegative() }).readonly().optional(),
);
