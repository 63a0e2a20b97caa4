import { z } from "zod";
import { morphSchema } from "./morph";

/** A city, or a province when `is_province` is set. */
export const citySchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    name: z.string().min(1),
    morph: morphSchema.nullable(),
    country_id: z.int().positive(),
    is_province: z.boolean(),
  })
  .readonly();

export type City = z.infer<typeof citySchema>;
