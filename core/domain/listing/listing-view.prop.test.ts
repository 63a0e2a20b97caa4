import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { LISTING_MAX_PAGES } from "./listing-page-number";
import { LISTING_SORTS } from "./listing-sort";
import { parseListingView } from "./listing-view";
import { listingViewUrl } from "./listing-view-url";

const viewArb = facetsWithFilterArb.chain(({ facets, filter }) =>
  fc
    .record({ sort: fc.constantFrom(...LISTING_SORTS), page: fc.integer({ min: 1, max: LISTING_MAX_PAGES }) })
    .map((extra) => ({ facets, view: { filter, ...extra } })),
);

const split = (url: string) => {
  const at = url.indexOf("?");
  return at < 0 ? { pathname: url, search: "" } : { pathname: url.slice(0, at), search: url.slice(at) };
};

describe("listing view URL properties", () => {
  it("reads every view back from its URL", () => {
    fc.assert(
      fc.property(viewArb, ({ facets, view }) => {
        expect(parseListingView(split(listingViewUrl(view)), facets)).toEqual({ ok: true, value: view });
      }),
    );
  });

  it("keeps foreign parameters without changing what the listing reads", () => {
    fc.assert(
      fc.property(viewArb, fc.constantFrom("utm_source=vk", "gclid=a%20b&yclid=1"), ({ facets, view }, foreign) => {
        const url = listingViewUrl(view, foreign);
        expect(url.endsWith(foreign)).toBe(true);
        expect(parseListingView(split(url), facets)).toEqual({ ok: true, value: view });
      }),
    );
  });
});
