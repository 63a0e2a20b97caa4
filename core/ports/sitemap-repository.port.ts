import type { ResolvedRoute } from "../domain/route/route-table";

/** A page the data knows of, and the last change of what it shows (null when the data keeps no date). */
export type SitemapLocation = { readonly route: ResolvedRoute; readonly lastmod: Date | null };

/** A window of the sitemap's locations: skip `offset`, take at most `limit`. */
export type SitemapWindow = { readonly offset: number; readonly limit: number };

/**
 * The pages the catalogue and content data make, for the sitemap: listings by type, country and city; published
 * institutions with their degree programs and education bases; blog categories and posts published by `now`;
 * courses; service prices of the countries with tariffs. One fixed order (that list's, then by id), so windows
 * page through it without gaps or repeats.
 */
export interface SitemapRepository {
  /** How many locations there are at `now`. */
  count(now: Date): Promise<number>;
  locations(window: SitemapWindow, now: Date): Promise<readonly SitemapLocation[]>;
}
