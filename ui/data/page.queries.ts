import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../adapters/http/api-client/api-client";

/** Page data (SEO and text) of one path, cached by path (spec 7). */
export const pageDataQuery = (api: ApiClient, path: string) =>
  queryOptions({
    queryKey: ["page", path] as const,
    queryFn: () => api.catalogue.page(path),
    staleTime: 5 * 60_000,
  });
