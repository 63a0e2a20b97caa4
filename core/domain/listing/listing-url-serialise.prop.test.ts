import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { LISTING_QUERY_KEYS, SECONDARY_QUERY_KEYS } from "./listing-query-keys";
import { serialiseListingUrl } from "./listing-url-serialise";

const CANONICAL: readonly string[] = [...Object.values(LISTING_QUERY_KEYS), ...Object.values(SECONDARY_QUERY_KEYS)];

const keysOf = (url: string): readonly string[] => {
  const at = url.indexOf("?");
  return at < 0
    ? []
    : url
        .slice(at + 1)
        .split("&")
        .map((part) => part.slice(0, part.indexOf("=")));
};

describe("serialiseListingUrl properties", () => {
  it("writes each known key at most once, in canonical order", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ filter }) => {
        const positions = keysOf(serialiseListingUrl(filter)).map((key) => CANONICAL.indexOf(key));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
      }),
    );
  });

  it("writes a key exactly when its value differs from the default", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ filter }) => {
        const keys = keysOf(serialiseListingUrl(filter));
        const { query, secondary } = filter;
        expect(keys.includes(LISTING_QUERY_KEYS.educationType)).toBe(query.educationType !== "catalog");
        expect(keys.includes(LISTING_QUERY_KEYS.partners)).toBe(query.partners);
        expect(keys.includes(LISTING_QUERY_KEYS.title)).toBe(query.title !== "");
        expect(keys.includes(LISTING_QUERY_KEYS.countries)).toBe(query.countries.length > 0);
        expect(keys.includes(SECONDARY_QUERY_KEYS.cities)).toBe(secondary.cities.length > 0);
        expect(keys.includes(SECONDARY_QUERY_KEYS.priceFrom)).toBe(secondary.priceFrom > 0);
      }),
    );
  });
});
