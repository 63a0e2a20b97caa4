import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LISTING_MAX_PAGES, parseListingPageNumber } from "./listing-page-number";

describe("parseListingPageNumber properties", () => {
  it("stays within 1..LISTING_MAX_PAGES for any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const page = parseListingPageNumber(text);
        expect(Number.isInteger(page) && page >= 1 && page <= LISTING_MAX_PAGES).toBe(true);
      }),
    );
  });

  it("reads every allowed page back from its decimal text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LISTING_MAX_PAGES }), (page) => {
        expect(parseListingPageNumber(String(page))).toBe(page);
      }),
    );
  });
});
