import { absoluteUrl } from "../breadcrumbs/absolute-url";

/** Where the sitemap lives. */
export const SITEMAP_PATH = "/sitemap.xml";

/** Paths crawlers are asked to leave alone: the API (and its development mirror) and the personal area. */
export const ROBOTS_DISALLOWED_PATHS = ["/api/", "/api-dev/", "/u/"] as const;

/** robots.txt: every crawler may read the site except the disallowed paths; the sitemap's absolute address last. */
export const robotsTxt = (origin: string): string =>
  [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, SITEMAP_PATH)}`,
    "",
  ].join("\n");
