import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invalidSegmentArb, resolvedRouteArb, routeArbs } from "../../../tests/arbitraries/route.arb";
import { hrefFor } from "../route/href-for";
import { resolvePath } from "../route/resolve-path";
import { sitemapPathOf } from "./sitemap-path";

describe("sitemapPathOf properties", () => {
  it("keeps every valid route's own path", () => {
    fc.assert(
      fc.property(resolvedRouteArb, (route) => {
        expect(sitemapPathOf(route)).toBe(hrefFor(route));
      }),
    );
  });

  it("answers only paths that resolve to the route's screen", () => {
    const brokenArb = fc
      .tuple(routeArbs.institution, invalidSegmentArb)
      .map(([route, segment]) => ({ ...route, params: { ...route.params, institution: segment } }));
    fc.assert(
      fc.property(fc.oneof(resolvedRouteArb, brokenArb), (route) => {
        const path = sitemapPathOf(route);
        if (path === null) return;
        const resolution = resolvePath(path);
        expect(resolution._tag === "Matched" && resolution.screen).toBe(route.screen);
      }),
    );
  });

  it("drops an institution whose slug is not a slug", () => {
    fc.assert(
      fc.property(routeArbs.institution, invalidSegmentArb, (route, segment) => {
        expect(sitemapPathOf({ ...route, params: { ...route.params, institution: segment } })).toBeNull();
      }),
    );
  });
});
