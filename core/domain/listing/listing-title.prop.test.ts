import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingTitleArb } from "../../../tests/arbitraries/listing.arb";
import { LISTING_TITLE_MAX_LENGTH, normaliseListingTitle } from "./listing-title";

const raw = fc.oneof(fc.string({ unit: "grapheme", maxLength: 140 }), fc.string({ unit: "binary", maxLength: 140 }));

describe("normaliseListingTitle properties", () => {
  it("gives a short, trimmed text that does not change when normalised again", () => {
    fc.assert(
      fc.property(raw, (text) => {
        const title = normaliseListingTitle(text);
        expect(Array.from(title).length).toBeLessThanOrEqual(LISTING_TITLE_MAX_LENGTH);
        expect(title).toBe(title.trim());
        expect(normaliseListingTitle(title)).toBe(title);
        expect(() => encodeURIComponent(title)).not.toThrow();
      }),
    );
  });

  it("leaves a title that already fits untouched", () => {
    fc.assert(
      fc.property(listingTitleArb, (title) => {
        expect(normaliseListingTitle(title)).toBe(title);
      }),
    );
  });

  it("keeps a prefix of the trimmed text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 140 }), (text) => {
        expect(text.trim().startsWith(normaliseListingTitle(text))).toBe(true);
      }),
    );
  });
});
