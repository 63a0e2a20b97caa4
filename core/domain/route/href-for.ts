import { type ResolvedRoute, ROUTE_TABLE } from "./route-table";
import type { SegmentPattern } from "./segment-pattern";

/**
 * The path of a route, always with its trailing slash; the UI builds every internal link with it. A plain loop: it
 * runs for every link of every page (several hundred a listing), and matching each segment with ts-pattern there
 * cost a third of a millisecond of each home-page render.
 */
export const hrefFor = (route: ResolvedRoute): string => {
  const params: Readonly<Record<string, string | undefined>> = route.params;
  const pattern: readonly SegmentPattern[] = ROUTE_TABLE[route.screen];
  let path = "";
  for (const segment of pattern) {
    const value = segment._tag === "Literal" ? segment.text : params[segment.name];
    if (value !== undefined) path += `/${value}`;
  }
  return path === "" ? "/" : `${path}/`;
};
