import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageUrlWithUtmArb, utmArb } from "../../../tests/arbitraries/attribution.arb";
import { readUtm } from "./read-utm";

describe("readUtm properties", () => {
  it("reads back exactly the utm written into a page address", () => {
    fc.assert(
      fc.property(
        utmArb.chain((utm) => pageUrlWithUtmArb(utm).map((pageUrl) => ({ utm, pageUrl }))),
        ({ utm, pageUrl }) => {
          expect(readUtm(pageUrl)).toEqual(utm);
        },
      ),
    );
  });

  it("never throws on arbitrary text and only yields non-empty utm values", () => {
    fc.assert(
      fc.property(fc.string(), (pageUrl) => {
        for (const value of Object.values(readUtm(`/?${pageUrl}`))) {
          expect(value.trim()).not.toBe("");
        }
      }),
    );
  });
});
