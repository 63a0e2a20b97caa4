import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingFacetsArb, secondaryFilterArb } from "../../../tests/arbitraries/listing.arb";
import { secondaryServerQuery } from "./secondary-server-query";

const filterArb = listingFacetsArb.chain(secondaryFilterArb);

describe("secondaryServerQuery properties", () => {
  it("never sends an empty value", () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        for (const value of Object.values<unknown>(secondaryServerQuery(filter))) {
          expect(value === undefined || value === "" || value === false || value === 0).toBe(false);
        }
      }),
    );
  });

  it("sends cities if and only if more than one is chosen, with all their ids", () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const sent = secondaryServerQuery(filter);
        expect("cities" in sent).toBe(filter.cities.length > 1);
        if (filter.cities.length > 1) expect(sent.cities).toBe(filter.cities.map((city) => city.id).join(","));
      }),
    );
  });

  it("sends price.min if and only if price_from is above 0, as that value", () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const sent = secondaryServerQuery(filter);
        expect("price.min" in sent).toBe(filter.priceFrom > 0);
        expect(sent["price.min"]).toBe(filter.priceFrom > 0 ? filter.priceFrom : undefined);
      }),
    );
  });
});
