import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { originArb } from "../../../tests/arbitraries/breadcrumb.arb";
import { resolvedRouteArb } from "../../../tests/arbitraries/route.arb";
import { hrefFor } from "../route/href-for";
import { absoluteUrl } from "./absolute-url";

describe("absoluteUrl properties", () => {
  it("gives the same URL however many slashes end the origin", () => {
    fc.assert(
      fc.property(originArb, resolvedRouteArb.map(hrefFor), (origin, path) => {
        const bare = origin.replace(/\/+$/, "");
        expect(absoluteUrl(origin, path)).toBe(absoluteUrl(bare, path));
        expect(absoluteUrl(bare, path)).toBe(`${bare}${path}`);
      }),
    );
  });

  it("leaves an absolute URL alone", () => {
    fc.assert(
      fc.property(originArb, fc.webUrl(), (origin, url) => {
        expect(absoluteUrl(origin, url)).toBe(url);
      }),
    );
  });
});
