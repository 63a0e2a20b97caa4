import { z } from "zod";

/** A city or a province of a country on the interactive map, with its number of institutions. */
export const mapPlaceSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    name: z.string().min(1),
    is_province: z.boolean(),
    institutions_count: z.int().nonnegative(),
  })
  .readonly();

export type MapPlace = z.infer<typeof mapPlaceSchema>;

/** A country marked on the interactive map with the number of institutions it has and its cities. */
export const mapCountrySchema = z
  .object({
    country_id: z.int().positive(),
    slug: z.string().min(1),
    name: z.string().min(1),
    institutions_count: z.int().nonnegative(),
    cities: z.array(mapPlaceSchema).readonly(),
  })
  .readonly();

export type MapCountry = z.infer<typeof mapCountrySchema>;
