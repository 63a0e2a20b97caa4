import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetListTextArb, facetsWithFilterArb, listingFacetsArb } from "../../../tests/arbitraries/listing.arb";
import { parseListingUrl } from "./listing-url";
import { serialiseListingUrl } from "./listing-url-serialise";

const rawUrlArb = listingFacetsArb.chain((facets) =>
  fc
    .record({
      country: facetListTextArb(facets.countries),
      city: facetListTextArb(facets.cities),
      education_type: fc.constantFrom("catalog", "2", "schools", "x"),
      vacancies: fc.constantFrom("true", "false", "TRUE"),
      program_levels: facetListTextArb(facets.degree_programs),
      title: fc.string({ unit: "grapheme", maxLength: 120 }),
      "filter.cities": facetListTextArb(facets.cities),
      "filter.type_grants": fc.constantFrom("1,scholarships", "grants", "0", ""),
      "filter.price_from": fc.integer({ min: -5, max: 100_000 }).map(String),
    })
    .map((params) => ({ facets, search: `?${new URLSearchParams(params).toString()}` })),
);

const split = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? { pathname: url, search: "" } : { pathname: url.slice(0, at), search: url.slice(at) };
};

describe("listing URL properties", () => {
  it("reads back every valid filter from its serialised URL", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ facets, filter }) => {
        expect(parseListingUrl(split(serialiseListingUrl(filter)), facets)).toEqual({ ok: true, value: filter });
      }),
    );
  });

  it("canonicalises any query: parsing the serialised parse of a raw URL changes nothing", () => {
    fc.assert(
      fc.property(rawUrlArb, ({ facets, search }) => {
        const first = parseListingUrl({ pathname: "/catalog/", search }, facets);
        const again = first.ok ? parseListingUrl(split(serialiseListingUrl(first.value)), facets) : first;
        expect(again).toEqual(first);
      }),
    );
  });

  it("never writes an empty parameter value or list item", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ filter }) => {
        const { search } = split(serialiseListingUrl(filter));
        for (const part of search
          .slice(1)
          .split("&")
          .filter((p) => p !== "")) {
          const value = part.slice(part.indexOf("=") + 1);
          expect(part.includes("=")).toBe(true);
          expect(value.split(",")).not.toContain("");
        }
      }),
    );
  });

  it("turns has_grant on only when the URL text is exactly true", () => {
    fc.assert(
      fc.property(
        listingFacetsArb,
        fc.oneof(fc.constantFrom("true", "TRUE", "true ", "1", "on"), fc.string({ unit: "grapheme", maxLength: 5 })),
        (facets, text) => {
          const result = parseListingUrl(
            { pathname: "/catalog/", search: `?has_grant=${encodeURIComponent(text)}` },
            facets,
          );
          expect(result.ok && result.value.query.hasGrant).toBe(text === "true");
        },
      ),
    );
  });
});
