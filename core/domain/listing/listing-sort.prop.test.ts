import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LISTING_SORTS, parseListingSort } from "./listing-sort";

describe("parseListingSort properties", () => {
  it("always answers one of the offered sorts", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (text) => {
        expect(LISTING_SORTS).toContain(parseListingSort(text));
      }),
    );
  });

  it("reads every offered sort back from its name", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LISTING_SORTS), (sort) => {
        expect(parseListingSort(sort)).toBe(sort);
      }),
    );
  });
});
