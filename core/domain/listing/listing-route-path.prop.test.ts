import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingFacetsArb, listingRouteArb } from "../../../tests/arbitraries/listing.arb";
import { splitListingPath } from "./listing-path";
import { listingPath } from "./listing-route-path";

const routeArb = listingFacetsArb.chain(listingRouteArb);

describe("listingPath properties", () => {
  it("writes a path that splits back into the route's own segments", () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        const params = splitListingPath(listingPath(route));
        expect(params?.type).toBe(route.type);
        expect(params?.country).toBe(route.country?.slug);
        expect(params?.city).toBe(route.city?.slug);
        expect(params?.programLevel === undefined).toBe(route.programLevel === null);
      }),
    );
  });

  it("always ends with a slash and has no empty segment", () => {
    fc.assert(
      fc.property(routeArb, (route) => {
        const path = listingPath(route);
        expect(path.endsWith("/")).toBe(true);
        expect(path.includes("//")).toBe(false);
      }),
    );
  });
});
