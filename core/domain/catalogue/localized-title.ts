import { z } from "zod";

/** A name in Russian, English and Chinese; only the Russian one is always present. */
export const localizedTitleSchema = z
  .object({
    ru: z.string().min(1),
    en: z.string().nullable(),
    ch: z.string().nullable(),
  })
  .readonly();

export type LocalizedTitle = z.infer<typeof localizedTitleSchema>;
