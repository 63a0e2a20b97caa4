import { useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../app/root-data";
import { useApi } from "../app/services";
import type { LayoutData } from "./layout-data";
import { mainDataQuery } from "./main.queries";

/** The layout and home data of the current page (prefetched by the root loader, hydrated here). */
export function useMainData(): LayoutData | null {
  const root = useRouteLoaderData<RootData>("root");
  const api = useApi();
  const { data } = useQuery({
    ...mainDataQuery(api, root?.mainKey.path ?? "/", root?.mainKey.session ?? ""),
    enabled: !!root,
  });
  return data ?? null;
}

/** Public settings of this site (origin, third-party widgets, bot flag) from the root loader. */
export function useSiteSettings() {
  const root = useRouteLoaderData<RootData>("root");
  return root ? root.site : null;
}
