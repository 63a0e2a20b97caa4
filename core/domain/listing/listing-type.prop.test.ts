import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isListingType, LISTING_TYPE_NUMBERS, LISTING_TYPES, parseListingType } from "./listing-type";

describe("listing type properties", () => {
  it("reads back a type from its slug and from its number", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LISTING_TYPES), (type) => {
        expect(parseListingType(type)).toBe(type);
        expect(parseListingType(String(LISTING_TYPE_NUMBERS[type]))).toBe(type);
        expect(isListingType(type)).toBe(true);
      }),
    );
  });

  it("rejects any other text", () => {
    const known = new Set<string>([...LISTING_TYPES, "0", "1", "2", "3"]);
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        expect(parseListingType(text) !== null).toBe(known.has(text));
        expect(isListingType(text)).toBe((LISTING_TYPES as readonly string[]).includes(text));
      }),
    );
  });
});
