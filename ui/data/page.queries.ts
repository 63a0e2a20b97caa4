import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../core/ports/site-api.port";

/** Page data (SEO and text) of one path, cached by path (spec 7). */
export const pageDataQuery = (api: SiteApi, path: string) =>
  queryOptions({
    queryKey: ["page", path] as const,
    queryFn: () => api.catalogue.page(path),
    staleTime: 5 * 60_000,
  });
