import { match } from "ts-pattern";
import { type ResolvedRoute, ROUTE_TABLE } from "./route-table";
import type { SegmentPattern } from "./segment-pattern";

/** The path of a route, always with its trailing slash; the UI builds every internal link with it. */
export const hrefFor = (route: ResolvedRoute): string => {
  const params: Readonly<Record<string, string | undefined>> = route.params;
  const pattern: readonly SegmentPattern[] = ROUTE_TABLE[route.screen];
  const segments = pattern.flatMap((segment) =>
    match(segment)
      .with({ _tag: "Literal" }, ({ text }) => [text])
      .with({ _tag: "Param" }, ({ name }) => {
        const value = params[name];
        return value === undefined ? [] : [value];
      })
      .exhaustive(),
  );
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
};
