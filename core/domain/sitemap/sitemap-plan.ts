import type { SitemapFile } from "./sitemap-file";
import { SITEMAP_FILE_URLS } from "./sitemap-limits";

/** /sitemap.xml is one file with everything, or an index of the fixed pages' file and the catalogue's pages. */
export type SitemapPlan =
  { readonly _tag: "Single" } | { readonly _tag: "Index"; readonly files: readonly [SitemapFile, ...SitemapFile[]] };

/**
 * How to publish `pageCount` fixed pages (at most `perFile`) and `catalogueTotal` catalogue entries: one file while
 * they fit in `perFile` URLs together, otherwise the fixed pages' file plus one file per catalogue page of
 * `perFile` entries, so that no file holds more than `perFile` URLs.
 */
export const sitemapPlan = (pageCount: number, catalogueTotal: number, perFile = SITEMAP_FILE_URLS): SitemapPlan => {
  if (pageCount + catalogueTotal <= perFile) return { _tag: "Single" };
  const pages = Math.ceil(catalogueTotal / perFile);
  const catalogue = Array.from({ length: pages }, (_, index): SitemapFile => ({ _tag: "Catalogue", page: index + 1 }));
  return { _tag: "Index", files: [{ _tag: "Pages" }, ...catalogue] };
};
