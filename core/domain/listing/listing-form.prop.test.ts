import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { canonicalListingFilter } from "./listing-canonical";
import type { FacetRef, ListingFilter } from "./listing-filter";
import { readListingForm } from "./listing-form";
import { LISTING_QUERY_KEYS as FIRST, SECONDARY_QUERY_KEYS as SECOND } from "./listing-query-keys";
import { LISTING_SORTS } from "./listing-sort";

const each = (key: string, refs: readonly FacetRef[]) => refs.map((ref) => [key, ref.slug] as const);

/**
 * The fields the listing's filter form sends for a filter: checkbox groups repeat their name, the location goes in
 * the country and city fields, and the path's program level is one of the checked levels.
 */
const formEntries = (filter: ListingFilter, sort: string): (readonly [string, string])[] => {
  const { route, query, secondary } = filter;
  const level = route.programLevel;
  const flag = (key: string, on: boolean) => (on ? [[key, "true"] as const] : []);
  return [
    ["form", "listing"],
    [FIRST.educationType, query.educationType === "catalog" ? route.type : query.educationType],
    ...each(FIRST.countries, [...(route.country ? [route.country] : []), ...query.countries]),
    ...each(FIRST.cities, [...(route.city ? [route.city] : []), ...query.cities]),
    ...flag(FIRST.hasGrant, query.hasGrant),
    ...flag(FIRST.partners, query.partners),
    ...flag(FIRST.vacancies, query.vacancies),
    ...flag(FIRST.langCourses, query.langCourses || level?._tag === "LanguageCourse"),
    ...each(FIRST.directions, query.directions),
    ...each(FIRST.programLevels, [...(level?._tag === "DegreeProgram" ? [level.program] : []), ...query.programLevels]),
    ...each(FIRST.languages, query.languages),
    ...each(FIRST.specialties, query.specialties),
    [FIRST.title, query.title],
    ...secondary.typeEducations.map((type) => [SECOND.typeEducations, type] as const),
    ...each(SECOND.degreePrograms, secondary.degreePrograms),
    ...secondary.typeGrants.map((grant) => [SECOND.typeGrants, grant] as const),
    ...each(SECOND.langInstructions, secondary.langInstructions),
    ...each(SECOND.directions, secondary.directions),
    ...each(SECOND.cities, secondary.cities),
    ...each(SECOND.countries, secondary.countries),
    [SECOND.priceFrom, secondary.priceFrom > 0 ? String(secondary.priceFrom) : ""],
    ["sort", sort],
  ];
};

describe("readListingForm properties", () => {
  it("reads back from its fields the canonical form of the filter a form shows", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, fc.constantFrom(...LISTING_SORTS), ({ facets, filter }, sort) => {
        expect(readListingForm(formEntries(filter, sort), facets)).toEqual({
          filter: canonicalListingFilter(filter, facets),
          sort,
          page: 1,
        });
      }),
    );
  });

  it("does not depend on the order in which fields arrive", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, fc.integer(), ({ facets, filter }, seed) => {
        const entries = formEntries(filter, "price");
        const shuffled = entries
          .map((entry, index) => ({ entry, key: Math.sin(seed + index) }))
          .sort((a, b) => a.key - b.key)
          .map(({ entry }) => entry);
        expect(readListingForm(shuffled, facets)).toEqual(readListingForm(entries, facets));
      }),
    );
  });
});
