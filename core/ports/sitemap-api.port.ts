import type { SitemapPage } from "../domain/sitemap/sitemap-entry";

/** Which page of the sitemap's entries, and how many per page. */
export type SitemapPageQuery = { readonly page: number; readonly per_page: number };

/** The sitemap's data pages (GET /api/ru/v1/sitemap). */
export interface SitemapApi {
  /** One page of the catalogue and content pages with their last change. Failure: null. */
  page(query: SitemapPageQuery): Promise<SitemapPage | null>;
}
