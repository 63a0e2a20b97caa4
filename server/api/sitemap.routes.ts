import { Hono } from "hono";
import { SITEMAP_ROUTES, sitemapQuerySchema } from "../../adapters/http/contract/sitemap.contract";
import { listSitemapEntries } from "../../core/application/sitemap/list-sitemap-entries";
import type { Clock } from "../../core/ports/clock.port";
import type { SitemapRepository } from "../../core/ports/sitemap-repository.port";
import { validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { parseQuery } from "./read-api.params";
import { mountRoute } from "../http/contract-route";

export type SitemapRoutesDeps = Readonly<{ clock: Clock; sitemapRepository: SitemapRepository }>;

/** GET /ru/v1/sitemap?page=&per_page=: one page of the data's pages for sitemap.xml. */
export function sitemapRoutes(deps: SitemapRoutesDeps) {
  return mountRoute(new Hono<AppEnv>(), SITEMAP_ROUTES.sitemap, async (c) => {
    const query = parseQuery(c, sitemapQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const { page, per_page } = query.value;
    const entries = await listSitemapEntries(
      { sitemap: deps.sitemapRepository },
      { page, perPage: per_page },
      deps.clock.now(),
    );
    return c.json(entries, 200, { "Cache-Control": "public, max-age=600" });
  });
}
