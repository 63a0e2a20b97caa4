import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { utmValueArb } from "../../../tests/arbitraries/attribution.arb";
import { readQueryParams } from "./query-params";

const nameArb = fc.string({ unit: fc.constantFrom(..."abz_-[]".split("")), minLength: 1, maxLength: 6 });

describe("readQueryParams properties", () => {
  it("round-trips encoded parameters with distinct names", () => {
    fc.assert(
      fc.property(fc.dictionary(nameArb, utmValueArb, { maxKeys: 6 }), (params) => {
        const query = Object.entries(params)
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
          .join("&");
        expect(Object.fromEntries(readQueryParams(`/page/?${query}#end`))).toEqual(params);
      }),
    );
  });

  it("never throws on arbitrary text and keeps no empty or untrimmed value", () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        for (const value of readQueryParams(address).values()) {
          expect(value).not.toBe("");
          expect(value).toBe(value.trim());
        }
      }),
    );
  });
});
