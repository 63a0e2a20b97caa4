import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolvedRouteArb } from "../../../tests/arbitraries/route.arb";
import { hrefFor } from "./href-for";
import { pathSegments } from "./path-segments";
import { resolvePath } from "./resolve-path";

describe("hrefFor properties", () => {
  it("builds a path that resolves back to the same route", () => {
    fc.assert(
      fc.property(resolvedRouteArb, (route) => {
        expect(resolvePath(hrefFor(route))).toEqual({ _tag: "Matched", ...route });
      }),
      { numRuns: 2000 },
    );
  });

  it("always ends with a slash and has no empty segment", () => {
    fc.assert(
      fc.property(resolvedRouteArb, (route) => {
        expect(pathSegments(hrefFor(route))).toMatchObject({ _tag: "Segments", trailingSlash: true });
      }),
    );
  });

  it("never matches without its trailing slash: the bare form redirects to it", () => {
    fc.assert(
      fc.property(resolvedRouteArb, (route) => {
        const href = hrefFor(route);
        const bare = href.slice(0, -1);
        const expected = bare === "" ? { _tag: "NotFound" } : { _tag: "Redirect", location: href };
        expect(resolvePath(bare)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
