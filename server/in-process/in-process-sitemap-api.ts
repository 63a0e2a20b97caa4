import { sitemapQuerySchema } from "../../adapters/http/contract/sitemap.contract";
import { listSitemapEntries } from "../../core/application/sitemap/list-sitemap-entries";
import type { Clock } from "../../core/ports/clock.port";
import type { SitemapApi } from "../../core/ports/sitemap-api.port";
import type { SitemapRepository } from "../../core/ports/sitemap-repository.port";
import { parsedOrNull } from "./request-query";

/**
 * The sitemap's data pages on the server (ADR 039): the use case of GET /api/ru/v1/sitemap with the contract's query
 * rules. A request the API would refuse, or a failure, is the port's blank value, null.
 */
export function inProcessSitemapApi(
  deps: Readonly<{ clock: Clock; sitemapRepository: SitemapRepository }>,
): SitemapApi {
  return {
    page: async (query) => {
      try {
        const parsed = parsedOrNull(sitemapQuerySchema, query);
        if (parsed === null) return null;
        const window = { page: parsed.page, perPage: parsed.per_page };
        return await listSitemapEntries({ sitemap: deps.sitemapRepository }, window, deps.clock.now());
      } catch (error) {
        console.error("In-process sitemap read failed:", error);
        return null;
      }
    },
  };
}
