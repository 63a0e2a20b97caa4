import { absoluteUrl } from "../breadcrumbs/absolute-url";
import type { SitemapEntry } from "./sitemap-entry";
import { xmlText } from "./xml-text";

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const urlElement = (origin: string, entry: SitemapEntry): string => {
  const loc = `<loc>${xmlText(absoluteUrl(origin, entry.path))}</loc>`;
  return entry.lastmod === null ? `<url>${loc}</url>` : `<url>${loc}<lastmod>${xmlText(entry.lastmod)}</lastmod></url>`;
};

/**
 * A sitemap file (<urlset>) with one absolute, escaped URL per entry, in the given order. The caller keeps files at
 * `SITEMAP_FILE_URLS` entries or fewer (`sitemapPlan`).
 */
export const urlsetXml = (origin: string, entries: readonly SitemapEntry[]): string =>
  [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries.map((entry) => urlElement(origin, entry)),
    "</urlset>",
    "",
  ].join("\n");
