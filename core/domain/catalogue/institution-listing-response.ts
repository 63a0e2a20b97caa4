import { z } from "zod";
import { institutionSchema } from "./institution";
import { seoSchema } from "./seo";

const ids = z.array(z.int().positive()).readonly();

/**
 * One page of the institutions listing (GET /institutions/grid). The `available_*` lists are the ids of the
 * languages, degree programs and directions that still have results under the current filters.
 */
export const institutionListingResponseSchema = z
  .object({
    total: z.int().nonnegative(),
    last_page: z.int().positive(),
    data: z.array(institutionSchema).readonly(),
    page: z.object({ seo: seoSchema.nullable() }).readonly(),
    total_available_places: z.int().nonnegative(),
    available_languages: ids,
    available_programs: ids,
    available_directions: ids,
  })
  .readonly();

export type InstitutionListingResponse = z.infer<typeof institutionListingResponseSchema>;

/** What a failed listing call resolves to: no institutions on a single empty page. */
export const BLANK_INSTITUTION_LISTING: InstitutionListingResponse = {
  total: 0,
  last_page: 1,
  data: [],
  page: { seo: null },
  total_available_places: 0,
  available_languages: [],
  available_programs: [],
  available_directions: [],
};
