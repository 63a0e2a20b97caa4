/** The sitemap protocol's ceiling: at most 50 000 URLs (and 50 MB) in one file, index files included. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/**
 * URLs per file the site writes: below the ceiling, so that a file never nears it. The catalogue is paged by this
 * size, and /sitemap.xml becomes an index once the site has more URLs than this.
 */
export const SITEMAP_FILE_URLS = 45_000;
