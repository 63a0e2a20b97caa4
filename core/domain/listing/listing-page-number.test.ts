import { describe, expect, it } from "vitest";
import { LISTING_MAX_PAGES, parseListingPageNumber } from "./listing-page-number";

describe("parseListingPageNumber", () => {
  it("reads whole page numbers", () => {
    expect(parseListingPageNumber("3")).toBe(3);
    expect(parseListingPageNumber(" 07 ")).toBe(7);
    expect(parseListingPageNumber(String(LISTING_MAX_PAGES))).toBe(LISTING_MAX_PAGES);
  });

  it("answers page 1 for anything out of range or malformed", () => {
    for (const text of [undefined, "", "0", "-2", "2.5", "abc", "1e3", String(LISTING_MAX_PAGES + 1)])
      expect(parseListingPageNumber(text)).toBe(1);
  });
});
