import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { listingGridFilters, NO_MATCH_ID } from "./listing-grid-filters";
import { listingServerQuery } from "./listing-server-query";
import { secondaryServerQuery } from "./secondary-server-query";

const SHARED = ["countries", "cities", "directions"];

describe("listingGridFilters properties", () => {
  it("sends every key of either server query that no other set names, unchanged", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ filter }) => {
        const filters = listingGridFilters(filter);
        const own = { ...listingServerQuery(filter), ...secondaryServerQuery(filter.secondary) };
        for (const [key, value] of Object.entries(own)) if (!SHARED.includes(key)) expect(filters[key]).toBe(value);
        expect(Object.values(filters)).not.toContain(undefined);
      }),
    );
  });

  it("sends for a shared key only ids that every set naming it chose", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ filter }) => {
        const filters = listingGridFilters(filter);
        const first: Readonly<Record<string, unknown>> = listingServerQuery(filter);
        const second: Readonly<Record<string, unknown>> = secondaryServerQuery(filter.secondary);
        for (const key of SHARED) {
          const sent = filters[key];
          const named = [first[key], second[key]].filter((value): value is string => typeof value === "string");
          if (named.length === 0) expect(sent).toBeUndefined();
          else if (sent !== NO_MATCH_ID)
            for (const id of String(sent).split(",")) for (const list of named) expect(list.split(",")).toContain(id);
        }
      }),
    );
  });
});
