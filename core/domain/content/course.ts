import { z } from "zod";
import { COURSE_KIND_KEYS } from "../catalogue/course-ref";
import { priceAmountSchema } from "../catalogue/price-amount";
import { seoSchema } from "../catalogue/seo";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** An online course (/courses/{slug}/); `duration` is text ("3 месяца"), the price is in roubles. */
export const courseSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    title: z.string().min(1),
    /** What kind of course it is (its rules for an application follow from it, ADR 059); null for a kind not known. */
    kind: z.enum(COURSE_KIND_KEYS).nullable(),
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
