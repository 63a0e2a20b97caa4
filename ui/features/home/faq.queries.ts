import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** Questions per page of /faq/: the API's largest page, so the whole FAQ is normally one page. */
export const FAQ_PAGE_SIZE = 100;

/** One page of the FAQ grid (GET /faq/grid), in the API's order (ascending `sort`). */
export const faqGridQuery = (api: SiteApi, page: number) =>
  queryOptions({
    queryKey: ["faq", "grid", page] as const,
    queryFn: () => api.catalogue.faqGrid({ page, per_page: FAQ_PAGE_SIZE }),
    staleTime: 5 * 60_000,
  });
