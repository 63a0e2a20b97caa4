import { z } from "zod";
import { languageSchema } from "./language";
import { priceAmountSchema } from "./price-amount";

/** A specialty taught on an education base; `period` is the length of study as text ("4 года"). */
export const specialtySchema = z
  .object({
    id: z.int().positive(),
    title: z.string().min(1),
    slug: z.string().min(1),
    min_price: priceAmountSchema,
    max_price: priceAmountSchema,
    period: z.string().nullable(),
    languages: z.array(languageSchema).readonly(),
  })
  .readonly();

export type Specialty = z.infer<typeof specialtySchema>;
