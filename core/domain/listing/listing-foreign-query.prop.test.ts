import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foreignQuery } from "./listing-foreign-query";
import { LISTING_QUERY_KEYS, SECONDARY_QUERY_KEYS } from "./listing-query-keys";
import { LISTING_VIEW_KEYS } from "./listing-view";

const LISTING_KEYS = [
  ...Object.values(LISTING_QUERY_KEYS),
  ...Object.values(SECONDARY_QUERY_KEYS),
  ...Object.values(LISTING_VIEW_KEYS),
];
const foreignKeyArb = fc.constantFrom("utm_source", "utm_medium", "gclid", "yclid", "ref", "x");
const pairArb = (keyArb: fc.Arbitrary<string>) =>
  fc
    .tuple(keyArb, fc.string({ maxLength: 6 }))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);

describe("foreignQuery properties", () => {
  it("keeps exactly the foreign pairs, in order, whatever listing pairs surround them", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            pairArb(foreignKeyArb).map((p) => ({ p, keep: true })),
            pairArb(fc.constantFrom(...LISTING_KEYS)).map((p) => ({ p, keep: false })),
          ),
          { maxLength: 8 },
        ),
        (pairs) => {
          expect(foreignQuery(`?${pairs.map(({ p }) => p).join("&")}`)).toBe(
            pairs
              .filter(({ keep }) => keep)
              .map(({ p }) => p)
              .join("&"),
          );
        },
      ),
    );
  });

  it("reads its own answer, as a query string, back unchanged", () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const foreign = foreignQuery(search);
        expect(foreignQuery(`?${foreign}`)).toBe(foreign);
      }),
    );
  });
});
