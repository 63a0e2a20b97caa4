import { z } from "zod";
import { morphSchema } from "./morph";

/** A country as other entities refer to it. */
export const countryRefSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    name: z.string().min(1),
    morph: morphSchema.nullable(),
  })
  .readonly();

export type CountryRef = z.infer<typeof countryRefSchema>;
