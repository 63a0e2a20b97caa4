import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { listingBreadcrumbs } from "./listing-breadcrumbs";
import { listingPath } from "./listing-route-path";

describe("listingBreadcrumbs properties", () => {
  it("ends at the listing's own path, each crumb a prefix of the next", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ facets, filter: { route } }) => {
        const crumbs = listingBreadcrumbs(route, facets);
        expect(crumbs.at(-1)?.to).toBe(listingPath(route));
        crumbs.slice(1).forEach((crumb, index) => expect(crumb.to.startsWith(crumbs[index]?.to ?? "?")).toBe(true));
        expect(crumbs).toHaveLength(
          1 + Number(route.programLevel !== null) + Number(route.country !== null) + Number(route.city !== null),
        );
      }),
    );
  });
});
