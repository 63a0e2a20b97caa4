import { z } from "zod";
import { authorSchema } from "../catalogue/author";
import { seoSchema } from "../catalogue/seo";
import { timestampSchema } from "../catalogue/timestamp";
import { uploadedImageSchema } from "../catalogue/uploaded-image";
import { blogCategorySchema } from "./blog-category";

/** A blog post (/blog/{category}/{slug}/); `content` is HTML, `excerpt` the teaser of lists. */
export const blogPostSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    title: z.string().min(1),
    excerpt: z.string().nullable(),
    content: z.string(),
    cover: uploadedImageSchema.nullable(),
    category: blogCategorySchema,
    author: authorSchema.nullable(),
    published_at: timestampSchema,
    views: z.int().nonnegative(),
    seo: seoSchema.nullable(),
  })
  .readonly();

export type BlogPost = z.infer<typeof blogPostSchema>;
