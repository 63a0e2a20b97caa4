import { match } from "ts-pattern";
import { type ResolvedRoute, ROUTE_TABLE } from "./route-table";

/** A segment of a path as `hrefFor` writes it: fixed text, or the value of a param (left out when it has none). */
type PathPart = { readonly text: string } | { readonly param: string };

/**
 * Each screen's pattern as path parts, made once: `hrefFor` runs for every link of every page (several hundred a
 * listing), and matching each segment's pattern there cost a third of a millisecond of each home-page render.
 */
const PATH_PARTS = Object.fromEntries(
  Object.entries(ROUTE_TABLE).map(([screen, pattern]) => [
    screen,
    pattern.map((segment): PathPart =>
      match(segment)
        .with({ _tag: "Literal" }, ({ text }) => ({ text }))
        .with({ _tag: "Param" }, ({ name }) => ({ param: name }))
        .exhaustive(),
    ),
  ]),
);

/** The path of a route, always with its trailing slash; the UI builds every internal link with it. */
export const hrefFor = (route: ResolvedRoute): string => {
  const params: Readonly<Record<string, string | undefined>> = route.params;
  let path = "";
  for (const part of PATH_PARTS[route.screen] ?? []) {
    const value = "text" in part ? part.text : params[part.param];
    if (value !== undefined) path += `/${value}`;
  }
  return path === "" ? "/" : `${path}/`;
};
