import type { RouterContextProvider } from "react-router";
import { pageDataQuery } from "../data/page.queries";
import { prefetch } from "../data/prefetch";

/**
 * Spec 2 "Page data": the loader part every page shares. Loads the SEO block and text of the path
 * (GET /pages?url=) and returns them with the dehydrated query for the page to hydrate.
 */
export async function loadPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const path = url.pathname;
  const {
    data: [page],
    dehydrated,
  } = await prefetch(context, (api) => [pageDataQuery(api, path)] as const);
  return { path, page, dehydrated };
}
