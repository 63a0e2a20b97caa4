import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../adapters/http/api-client/api-client";

/** Layout and home data for a route path (spec 7: sent with the route path, cached by path and session). */
export const mainDataQuery = (api: ApiClient, path: string, sessionKey: string) =>
  queryOptions({
    queryKey: ["main", path, sessionKey] as const,
    queryFn: () => api.catalogue.main({ query: {}, path_visited: path }),
    staleTime: 60_000,
  });
