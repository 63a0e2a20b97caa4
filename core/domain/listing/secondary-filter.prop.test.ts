import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetListTextArb, listingFacetsArb } from "../../../tests/arbitraries/listing.arb";
import { GRANT_TYPES } from "./grant-type";
import type { FacetRef } from "./listing-filter";
import { SECONDARY_QUERY_KEYS as KEYS } from "./listing-query-keys";
import { INSTITUTION_TYPES } from "./listing-type";
import { parseSecondaryFilter } from "./secondary-filter";

const fixedTokens = fc
  .array(
    fc.constantFrom(
      "catalog",
      "universities",
      "colleges",
      "schools",
      "grants",
      "scholarships",
      "0",
      "1",
      "2",
      "3",
      "4",
      "x",
    ),
  )
  .map((items) => items.join(","));

const secondaryCase = listingFacetsArb.chain((facets) =>
  fc.record({
    facets: fc.constant(facets),
    params: fc.record({
      [KEYS.typeEducations]: fixedTokens,
      [KEYS.degreePrograms]: facetListTextArb(facets.degree_programs),
      [KEYS.typeGrants]: fixedTokens,
      [KEYS.langInstructions]: facetListTextArb(facets.lang_instructions),
      [KEYS.directions]: facetListTextArb(facets.directions),
      [KEYS.cities]: facetListTextArb(facets.cities),
      [KEYS.countries]: facetListTextArb(facets.countries),
      [KEYS.priceFrom]: fc.oneof(fc.integer({ min: -10, max: 100_000 }).map(String), fc.string({ maxLength: 4 })),
    }),
  }),
);

const within = (refs: readonly FacetRef[], facets: readonly FacetRef[]): boolean =>
  refs.every((ref) => facets.some((facet) => facet.id === ref.id && facet.slug === ref.slug));

describe("parseSecondaryFilter properties", () => {
  it("keeps only allowed values, in their canonical order", () => {
    fc.assert(
      fc.property(secondaryCase, ({ facets, params }) => {
        const filter = parseSecondaryFilter(new Map(Object.entries(params)), facets);
        expect(INSTITUTION_TYPES.filter((t) => filter.typeEducations.includes(t))).toEqual(filter.typeEducations);
        expect(GRANT_TYPES.filter((t) => filter.typeGrants.includes(t))).toEqual(filter.typeGrants);
        expect(within(filter.degreePrograms, facets.degree_programs)).toBe(true);
        expect(within(filter.langInstructions, facets.lang_instructions)).toBe(true);
        expect(within(filter.directions, facets.directions)).toBe(true);
        expect(within(filter.cities, facets.cities)).toBe(true);
        expect(within(filter.countries, facets.countries)).toBe(true);
      }),
    );
  });

  it("keeps price_from at 0 or at the allowed minimum and above", () => {
    fc.assert(
      fc.property(secondaryCase, ({ facets, params }) => {
        const { priceFrom } = parseSecondaryFilter(new Map(Object.entries(params)), facets);
        expect(priceFrom === 0 || priceFrom >= (facets.price?.min ?? 0)).toBe(true);
        expect(priceFrom).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
