import { z } from "zod";

/** The site-wide notice of main data (a strip above the header); a model's own notice takes precedence. */
export const siteNoticeSchema = z
  .object({
    id: z.int().positive(),
    title: z.string().nullable(),
    text: z.string().min(1),
    link: z.string().nullable(),
  })
  .readonly();

export type SiteNotice = z.infer<typeof siteNoticeSchema>;
