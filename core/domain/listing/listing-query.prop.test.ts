import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetListTextArb, listingFacetsArb } from "../../../tests/arbitraries/listing.arb";
import type { FacetRef } from "./listing-filter";
import { parseListingQuery } from "./listing-query";
import { LISTING_QUERY_KEYS as KEYS } from "./listing-query-keys";

const flagTextArb = fc.oneof(fc.constantFrom("true", "True", "1", "false", " true"), fc.string({ maxLength: 5 }));

const queryCase = listingFacetsArb.chain((facets) =>
  fc.record({
    facets: fc.constant(facets),
    params: fc.record({
      [KEYS.countries]: facetListTextArb(facets.countries),
      [KEYS.cities]: facetListTextArb(facets.cities),
      [KEYS.directions]: facetListTextArb(facets.directions),
      [KEYS.programLevels]: facetListTextArb(facets.degree_programs),
      [KEYS.languages]: facetListTextArb(facets.lang_instructions),
      [KEYS.specialties]: facetListTextArb(facets.specialties),
      [KEYS.hasGrant]: flagTextArb,
      [KEYS.partners]: flagTextArb,
      [KEYS.vacancies]: flagTextArb,
      [KEYS.langCourses]: flagTextArb,
    }),
  }),
);

const within = (refs: readonly FacetRef[], facets: readonly FacetRef[]): boolean =>
  refs.every((ref) => facets.some((facet) => facet.id === ref.id && facet.slug === ref.slug));

describe("parseListingQuery properties", () => {
  it("never lets a value outside the facets through", () => {
    fc.assert(
      fc.property(queryCase, ({ facets, params }) => {
        const query = parseListingQuery(new Map(Object.entries(params)), facets);
        expect(within(query.countries, facets.countries)).toBe(true);
        expect(within(query.cities, facets.cities)).toBe(true);
        expect(within(query.directions, facets.directions)).toBe(true);
        expect(within(query.programLevels, facets.degree_programs)).toBe(true);
        expect(within(query.languages, facets.lang_instructions)).toBe(true);
        expect(within(query.specialties, facets.specialties)).toBe(true);
      }),
    );
  });

  it("turns a flag on only for the exact text true", () => {
    fc.assert(
      fc.property(queryCase, ({ facets, params }) => {
        const query = parseListingQuery(new Map(Object.entries(params)), facets);
        expect(query.hasGrant).toBe(params[KEYS.hasGrant] === "true");
        expect(query.partners).toBe(params[KEYS.partners] === "true");
        expect(query.vacancies).toBe(params[KEYS.vacancies] === "true");
        expect(query.langCourses).toBe(params[KEYS.langCourses] === "true");
      }),
    );
  });
});
