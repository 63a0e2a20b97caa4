import { z } from "zod";
import type { LocationMenuCountry } from "../listing/location-menu";
import { facetListsSchema, namedFacetSchema } from "../main-data/listing-facets.schema";
import { institutionCardSchema } from "./institution-card";
import { seoSchema } from "./seo";

const id = z.int().positive();
const count = z.int().nonnegative();
const ids = z.array(id).readonly();
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

/** The facets of the listing answer: each named value with its count; price {0, 0} when none is known. */
export const countedFacetsSchema = facetListsSchema(
  namedFacetSchema.extend({ count }).readonly(),
  z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).readonly(),
);

const place = { id, slug: z.string().min(1), name: z.string().min(1), institutionsCount: count };

const locationMenuCountry = z
  .object({
    kind: z.literal("country"),
    ...place,
    places: list(z.object({ kind: z.enum(["city", "province"]), ...place }).readonly()),
  })
  .readonly() satisfies z.ZodType<LocationMenuCountry>;

/**
 * One page of the institutions listing (GET /institutions/grid, docs/adr/012-listing-query.md): the cards of the
 * page, the facets with their counts ({0, 0} price when no price is known) and the location menu. The
 * `available_*` lists are the ids of the languages, program levels and directions some matching institution has.
 */
export const institutionListingResponseSchema = z
  .object({
    total: count,
    last_page: z.int().positive(),
    current_page: z.int().positive(),
    per_page: z.int().positive(),
    data: list(institutionCardSchema),
    page: z.object({ seo: seoSchema.nullable() }).readonly(),
    total_available_places: count,
    available_languages: ids,
    available_programs: ids,
    available_directions: ids,
    facets: countedFacetsSchema,
    location_menu: list(locationMenuCountry),
  })
  .readonly();

export type InstitutionListingResponse = z.infer<typeof institutionListingResponseSchema>;

/** What a failed listing call resolves to: no institutions and no facets on the first page, 12 a page. */
export const BLANK_INSTITUTION_LISTING: InstitutionListingResponse = {
  total: 0,
  last_page: 1,
  current_page: 1,
  per_page: 12,
  data: [],
  page: { seo: null },
  total_available_places: 0,
  available_languages: [],
  available_programs: [],
  available_directions: [],
  facets: {
    countries: [],
    cities: [],
    lang_instructions: [],
    degree_programs: [],
    directions: [],
    specialties: [],
    price: { min: 0, max: 0 },
  },
  location_menu: [],
};
