import { z } from "zod";
import { educationBaseSchema } from "./education-base";
import { educationBaseTypeSchema } from "./education-base-type.schema";
import { institutionRefSchema } from "./institution-ref";
import { languageSchema } from "./language";
import { morphSchema } from "./morph";
import { placesSchema } from "./places";
import { priceAmountSchema } from "./price-amount";

/**
 * A degree program of an institution (spec 3). The summary lists describe its bases: the years one can apply in,
 * their prices, base types and languages. Its price range is `degreeProgramPriceRange` (core/domain/price).
 */
export const degreeProgramSchema = z
  .object({
    id: z.int().positive(),
    title: z.string().min(1),
    slug: z.string().min(1),
    excerpt: z.string().nullable(),
    morph: morphSchema.nullable(),
    education_bases: z.array(educationBaseSchema).readonly(),
    submission_years: z.array(z.int().min(2000).max(2100)).readonly(),
    education_prices: z.array(priceAmountSchema.unwrap()).readonly(),
    education_types: z.array(educationBaseTypeSchema).readonly(),
    education_langs: z.array(languageSchema).readonly(),
    institution: institutionRefSchema.nullable(),
    content: z.string(),
    total_places: placesSchema,
    available_places: placesSchema,
  })
  .readonly();

export type DegreeProgram = z.infer<typeof degreeProgramSchema>;
