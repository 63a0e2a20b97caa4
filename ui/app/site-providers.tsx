import { HydrationBoundary, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { lazyBrowserServices } from "../composition/lazy-services";
import { serverRenderServices } from "../composition/server-services";
import type { RootData } from "./root-data";
import { ServicesProvider } from "./services";

/**
 * What every rendering of the site frame needs around it: a QueryClient holding the root loader's prefetched
 * data, and the services (the server's for the render, the browser's loaded lazily). Used by the page and by the
 * error page alike; `root` is null when the root loader did not run or failed (the frame then shows what it can
 * without main data).
 */
export function SiteProviders({ root, children }: { root: RootData | null; children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [services] = useState(() =>
    typeof window === "undefined"
      ? serverRenderServices()
      : lazyBrowserServices(
          () => import("../composition/browser-container").then((m) => m.browserServices(root?.site)),
          { analytics: () => import("../composition/browser-site").then((m) => m.browserAnalytics(root?.site)) },
        ),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ServicesProvider services={services}>
        <HydrationBoundary state={root?.dehydrated}>{children}</HydrationBoundary>
      </ServicesProvider>
    </QueryClientProvider>
  );
}
