import { z } from "zod";

/** A blog post as the footer links to it: /blog/{category_slug}/{slug}/. */
export const articleLinkSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    category_slug: z.string().min(1),
    title: z.string().min(1),
  })
  .readonly();

export type ArticleLink = z.infer<typeof articleLinkSchema>;
