import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anyPathArb,
  catalogueTypeArb,
  classedSegmentArb,
  resolvedRouteArb,
} from "../../../tests/arbitraries/route.arb";
import { hrefFor } from "./href-for";
import { matchPattern } from "./match-pattern";
import { pathSegments } from "./path-segments";
import { ROUTE_TABLE } from "./route-table";
import { SCREENS } from "./screens";

const readingsOf = (path: string): number => {
  const cut = pathSegments(path);
  if (cut._tag === "Malformed") return 0;
  return SCREENS.reduce((count, screen) => count + matchPattern(ROUTE_TABLE[screen], cut.segments).length, 0);
};

const cataloguePathArb = fc
  .tuple(catalogueTypeArb, fc.array(classedSegmentArb, { maxLength: 4 }))
  .map(([type, segments]) => `/${[type, ...segments.map(({ segment }) => segment)].join("/")}/`);

describe("route table properties", () => {
  it("reads every valid path in exactly one way, over all rows together", () => {
    fc.assert(
      fc.property(resolvedRouteArb, (route) => {
        expect(readingsOf(hrefFor(route))).toBe(1);
      }),
      { numRuns: 2000 },
    );
  });

  it("never reads any path in two ways, so the order of the rows does not matter", () => {
    fc.assert(
      fc.property(fc.oneof(cataloguePathArb, anyPathArb), (path) => {
        expect(readingsOf(path)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 3000 },
    );
  });
});
