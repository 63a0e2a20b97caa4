import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { institutionListingArb } from "../../../tests/arbitraries/institution-listing.arb";
import { institutionListingResponseSchema } from "./institution-listing-response";

const KEYS = [
  "total",
  "last_page",
  "current_page",
  "per_page",
  "data",
  "page",
  "total_available_places",
  "available_languages",
  "available_programs",
  "available_directions",
  "facets",
  "location_menu",
] as const;

describe("institution listing response properties", () => {
  it("every valid page survives JSON and parses to itself", () => {
    fc.assert(
      fc.property(institutionListingArb, (listing) => {
        expect(institutionListingResponseSchema.parse(JSON.parse(JSON.stringify(listing)))).toEqual(listing);
      }),
    );
  });

  it("dropping any top-level field is rejected at exactly that field", () => {
    fc.assert(
      fc.property(institutionListingArb, fc.constantFrom(...KEYS), (listing, key) => {
        const { [key]: _, ...rest } = listing;
        const result = institutionListingResponseSchema.safeParse(rest);
        expect(result.error?.issues.map((issue) => issue.path)).toEqual([[key]]);
      }),
    );
  });

  it("a page number below 1 is rejected wherever it appears", () => {
    fc.assert(
      fc.property(
        institutionListingArb,
        fc.constantFrom("last_page", "current_page", "per_page"),
        fc.integer({ min: -5, max: 0 }),
        (listing, key, page) => {
          const result = institutionListingResponseSchema.safeParse({ ...listing, [key]: page });
          expect(result.error?.issues.map((issue) => issue.path)).toEqual([[key]]);
        },
      ),
    );
  });
});
