import type { SitemapApi } from "../../../core/ports/sitemap-api.port";
import { SITEMAP_ROUTES } from "../contract/sitemap.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";

/** GET /api/ru/v1/sitemap?page=&per_page=. Failure: null. */
export function sitemapApiClient(transport: ApiTransport): SitemapApi {
  return {
    page: async ({ page, per_page }) =>
      valueOr(await transport.call(SITEMAP_ROUTES.sitemap, { query: { page, per_page } }), null),
  };
}
