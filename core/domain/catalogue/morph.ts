import { z } from "zod";

/** Case forms of a Russian name ("Пекинский университет", "Пекинского университета", ...), used in headings. */
export const morphSchema = z
  .object({
    nominative: z.string(),
    genitive: z.string(),
    dative: z.string(),
    accusative: z.string(),
    instrumental: z.string(),
    prepositional: z.string(),
  })
  .readonly();

export type Morph = z.infer<typeof morphSchema>;
