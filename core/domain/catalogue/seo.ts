import { z } from "zod";

/** The SEO block of a page or an entity: document title, meta description and keywords, page heading. */
export const seoSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    keywords: z.string().nullable(),
    h1: z.string().nullable(),
    canonical: z.string().nullable(),
  })
  .readonly();

export type Seo = z.infer<typeof seoSchema>;
