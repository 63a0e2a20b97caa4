import { hrefFor } from "../route/href-for";
import { resolvePath } from "../route/resolve-path";
import type { ResolvedRoute } from "../route/route-table";

/**
 * The path of a route for the sitemap, or null when the path would not lead back to the same screen (a slug that
 * breaks the spec 5 rules: a degree program slug ending in digits reads as an education base, an upper-case or
 * empty segment matches nothing). Only paths the site answers are listed.
 */
export const sitemapPathOf = (route: ResolvedRoute): string | null => {
  const path = hrefFor(route);
  const resolution = resolvePath(path);
  return resolution._tag === "Matched" && resolution.screen === route.screen ? path : null;
};
