import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { canonicalListingFilter } from "./listing-canonical";
import { listingServerQuery } from "./listing-server-query";
import { parseListingUrl } from "./listing-url";
import { serialiseListingUrl } from "./listing-url-serialise";

/** A server query with every id list read as a set (the order of ids carries no meaning for the server). */
const asSets = (query: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) =>
      typeof value === "string" && /^\d+(,\d+)*$/.test(value)
        ? [
            key,
            value
              .split(",")
              .map(Number)
              .sort((a, b) => a - b),
          ]
        : [key, value],
    ),
  );

const split = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? { pathname: url, search: "" } : { pathname: url.slice(0, at), search: url.slice(at) };
};

describe("canonicalListingFilter properties", () => {
  it("keeps the meaning: the server is asked for the same ids per key", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ facets, filter }) => {
        expect(asSets(listingServerQuery(canonicalListingFilter(filter, facets)))).toEqual(
          asSets(listingServerQuery(filter)),
        );
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ facets, filter }) => {
        const once = canonicalListingFilter(filter, facets);
        expect(canonicalListingFilter(once, facets)).toEqual(once);
      }),
    );
  });

  it("survives the URL: the canonical filter reads back from its URL unchanged", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ facets, filter }) => {
        const once = canonicalListingFilter(filter, facets);
        expect(parseListingUrl(split(serialiseListingUrl(once)), facets)).toEqual({ ok: true, value: once });
      }),
    );
  });

  it("never leaves a single country or a single program level in the query", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ facets, filter }) => {
        const { route, query } = canonicalListingFilter(filter, facets);
        expect(query.countries.length).not.toBe(1);
        expect(query.programLevels.length).not.toBe(1);
        expect(query.educationType).toBe("catalog");
        if (route.country !== null) expect(query.countries).toEqual([]);
      }),
    );
  });
});
