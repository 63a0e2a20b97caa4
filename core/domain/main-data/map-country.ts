import { z } from "zod";

/** A country marked on the interactive map with the number of institutions it has. */
export const mapCountrySchema = z
  .object({
    country_id: z.int().positive(),
    slug: z.string().min(1),
    name: z.string().min(1),
    institutions_count: z.int().nonnegative(),
  })
  .readonly();

export type MapCountry = z.infer<typeof mapCountrySchema>;
