import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { utmArb } from "../../../tests/arbitraries/attribution.arb";
import { multipartExtrasEntries } from "./multipart-extras-entries";

describe("multipartExtrasEntries properties", () => {
  it("round-trips: the entries rebuild the page address and the utm", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), utmArb, (page_url, utm) => {
        const entries = multipartExtrasEntries({ page_url, utm });
        const [first, ...rest] = entries;
        expect(first).toEqual(["page_url", page_url]);
        const rebuilt = Object.fromEntries(rest.map(([name, value]) => [name.replace(/^utm\[(.*)\]$/, "$1"), value]));
        expect(rebuilt).toEqual(utm);
        expect(rest.every(([name]) => /^utm\[utm_[a-z]+\]$/.test(name))).toBe(true);
      }),
    );
  });
});
