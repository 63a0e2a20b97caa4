import { z } from "zod";
import { timestampSchema } from "../catalogue/timestamp";

/** One page of the sitemap: its site path ("/universities/china/beijing/peking-university-11/") and when it last changed. */
export const sitemapEntrySchema = z
  .object({
    path: z.string().startsWith("/"),
    /** The last change of what the page shows; null when the data keeps no date. */
    lastmod: timestampSchema.nullable(),
  })
  .readonly();

export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

/** A page of the catalogue's sitemap entries (GET /api/ru/v1/sitemap): `total` entries in `last_page` pages. */
export const sitemapPageSchema = z
  .object({
    total: z.int().nonnegative(),
    per_page: z.int().positive(),
    last_page: z.int().positive(),
    data: z.array(sitemapEntrySchema).readonly(),
  })
  .readonly();

export type SitemapPage = z.infer<typeof sitemapPageSchema>;
