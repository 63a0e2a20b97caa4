import { match } from "ts-pattern";
import { matchRoute } from "./match-route";
import { pathSegments } from "./path-segments";
import type { RouteResolution } from "./route-resolution";

const NOT_FOUND: RouteResolution = { _tag: "NotFound" };

/** Resolves a pathname (no query, no hash) strictly: only the trailing-slash form of a route matches. */
export const resolvePath = (pathname: string): RouteResolution =>
  match(pathSegments(pathname))
    .with({ _tag: "Malformed" }, () => NOT_FOUND)
    .with({ _tag: "Segments" }, ({ segments, trailingSlash }): RouteResolution => {
      const route = matchRoute(segments);
      if (route === null) return NOT_FOUND;
      return trailingSlash ? { _tag: "Matched", ...route } : { _tag: "Redirect", location: `${pathname}/` };
    })
    .exhaustive();
