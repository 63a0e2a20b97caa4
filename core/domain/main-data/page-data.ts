import { z } from "zod";
import { seoSchema } from "../catalogue/seo";

/** The data every page loads before display (GET /pages?url=): its SEO block and its text. */
export const pageDataSchema = z
  .object({
    seo: seoSchema.nullable(),
    description: z.string(),
  })
  .readonly();

export type PageData = z.infer<typeof pageDataSchema>;

/** Spec 7: on failure seo is null and description is empty. */
export const BLANK_PAGE_DATA: PageData = { seo: null, description: "" };
