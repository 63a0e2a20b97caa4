import type { SitemapPage } from "../../domain/sitemap/sitemap-entry";
import { sitemapPathOf } from "../../domain/sitemap/sitemap-path";
import type { SitemapRepository } from "../../ports/sitemap-repository.port";

export type ListSitemapEntriesDeps = { readonly sitemap: SitemapRepository };

/** Page `page` (from 1) of `perPage` entries. */
export type SitemapQuery = { readonly page: number; readonly perPage: number };

/**
 * GET /sitemap: one page of the data's pages as site paths (built by the route table's hrefFor) with their last
 * change. A location whose path would not lead back to its screen is left out, so a page may hold fewer entries
 * than `perPage`; `total` counts the locations. A page past the last one is empty.
 */
export const listSitemapEntries = async (
  { sitemap }: ListSitemapEntriesDeps,
  { page, perPage }: SitemapQuery,
  now: Date,
): Promise<SitemapPage> => {
  const [total, locations] = await Promise.all([
    sitemap.count(now),
    sitemap.locations({ offset: (page - 1) * perPage, limit: perPage }, now),
  ]);
  const data = locations.flatMap(({ route, lastmod }) => {
    const path = sitemapPathOf(route);
    return path === null ? [] : [{ path, lastmod: lastmod === null ? null : lastmod.toISOString() }];
  });
  return { total, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)), data };
};
