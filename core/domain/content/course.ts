import { z } from "zod";
import { priceAmountSchema } from "../catalogue/price-amount";
import { seoSchema } from "../catalogue/seo";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** An online course (/courses/{slug}/); `duration` is text ("3 месяца"), the price is in roubles. */
export const courseSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    title: z.string().min(1),
    excerpt: z.string().nullable(),
    content: z.string(),
    cover: uploadedImageSchema.nullable(),
    lessons_count: z.int().nonnegative().nullable(),
    duration: z.string().nullable(),
    price: priceAmountSchema,
    seo: seoSchema.nullable(),
  })
  .readonly();

export type Course = z.infer<typeof courseSchema>;
