import { z } from "zod";

/** A blog category; its slug is the {category} segment of /blog/{category}/. */
export const blogCategorySchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    title: z.string().min(1),
  })
  .readonly();

export type BlogCategory = z.infer<typeof blogCategorySchema>;
