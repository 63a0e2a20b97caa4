import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugArb } from "../../../tests/arbitraries/listing.arb";
import { splitListingPath } from "./listing-path";

const partsArb = fc.record(
  {
    type: slugArb,
    programLevel: slugArb.map((slug) => `pl-${slug}`),
    country: slugArb,
    city: slugArb,
  },
  { requiredKeys: ["type"] },
);

describe("splitListingPath properties", () => {
  it("gives back the segments a listing path was built from", () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const segments = [
          parts.type,
          parts.programLevel,
          parts.country,
          parts.country === undefined ? undefined : parts.city,
        ];
        const path = `/${segments.filter((s) => s !== undefined).join("/")}/`;
        const split = splitListingPath(path);
        expect(split?.type).toBe(parts.type);
        expect(split?.programLevel).toBe(parts.programLevel);
        expect(split?.country).toBe(parts.country);
        expect(split?.city).toBe(parts.country === undefined ? undefined : parts.city);
      }),
    );
  });

  it("refuses a path without its trailing slash", () => {
    fc.assert(
      fc.property(fc.array(slugArb, { minLength: 1, maxLength: 4 }), (segments) => {
        expect(splitListingPath(`/${segments.join("/")}`)).toBeNull();
      }),
    );
  });
});
