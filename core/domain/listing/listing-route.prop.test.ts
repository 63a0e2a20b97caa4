import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingFacetsArb, listingRouteArb, slugArb } from "../../../tests/arbitraries/listing.arb";
import type { ListingRoute } from "./listing-filter";
import { parseListingRoute } from "./listing-route";

const paramsOf = (route: ListingRoute) => ({
  type: route.type,
  programLevel:
    route.programLevel === null
      ? undefined
      : `pl-${route.programLevel._tag === "LanguageCourse" ? "language-course" : route.programLevel.program.slug}`,
  country: route.country?.slug,
  city: route.city?.slug,
});

const routeCase = listingFacetsArb.chain((facets) => listingRouteArb(facets).map((route) => ({ facets, route })));

describe("parseListingRoute properties", () => {
  it("reads back every valid route from its params", () => {
    fc.assert(
      fc.property(routeCase, ({ facets, route }) => {
        expect(parseListingRoute(paramsOf(route), facets)).toEqual({ ok: true, value: route });
      }),
    );
  });

  it("accepts a programLevel only if it is language-course or a degree program facet", () => {
    fc.assert(
      fc.property(listingFacetsArb, fc.oneof(slugArb, fc.constant("language-course")), (facets, slug) => {
        const result = parseListingRoute({ type: "catalog", programLevel: `pl-${slug}` }, facets);
        const known = slug === "language-course" || facets.degree_programs.some((program) => program.slug === slug);
        expect(result.ok).toBe(known);
      }),
    );
  });

  it("resolves a city only inside its own country", () => {
    fc.assert(
      fc.property(
        listingFacetsArb.chain((facets) =>
          fc.record({
            facets: fc.constant(facets),
            country: fc.constantFrom(...facets.countries.map((c) => c.slug), "nowhere"),
            city: fc.constantFrom(...facets.cities.map((c) => c.slug), "nowhere"),
          }),
        ),
        ({ facets, country, city }) => {
          const result = parseListingRoute({ type: "colleges", country, city }, facets);
          const countryId = facets.countries.find((c) => c.slug === country)?.id;
          const inside = facets.cities.some((c) => c.slug === city && c.country_id === countryId);
          expect(result.ok).toBe(countryId !== undefined && inside);
        },
      ),
    );
  });
});
