import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../core/ports/site-api.port";
import { layoutDataOf } from "./layout-data";

/**
 * Layout and home data for a route path (spec 7: sent with the route path, cached by path and session), kept as
 * the layout needs it (`LayoutData`), so that the dehydrated copy in every page stays small.
 */
export const mainDataQuery = (api: SiteApi, path: string, sessionKey: string) =>
  queryOptions({
    queryKey: ["main", path, sessionKey] as const,
    queryFn: async () => {
      const main = await api.catalogue.main({ query: {}, path_visited: path });
      return main === null ? null : layoutDataOf(main, path);
    },
    staleTime: 60_000,
  });
