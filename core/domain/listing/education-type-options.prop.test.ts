import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { EDUCATION_TYPE_OPTIONS } from "./education-type-options";
import { listingServerQuery } from "./listing-server-query";
import { LISTING_TYPE_NUMBERS } from "./listing-type";

describe("education type options properties", () => {
  it("each option narrows the server query to its own type, catalog to none", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, fc.constantFrom(...EDUCATION_TYPE_OPTIONS), ({ filter }, option) => {
        const chosen = {
          ...filter,
          route: { ...filter.route, type: "catalog" as const },
          query: { ...filter.query, educationType: option.value },
        };
        const number = LISTING_TYPE_NUMBERS[option.value];
        expect(listingServerQuery(chosen).type).toBe(number === 0 ? undefined : number);
      }),
    );
  });
});
