import { z } from "zod";
import { morphSchema } from "./morph";

/** A language of instruction. */
export const languageSchema = z
  .object({
    id: z.int().positive(),
    title: z.string().min(1),
    slug: z.string().min(1),
    morph: morphSchema.nullable(),
  })
  .readonly();

export type Language = z.infer<typeof languageSchema>;
