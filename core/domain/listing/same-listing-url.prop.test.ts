import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSameListingUrl, urlParts } from "./same-listing-url";

/** Query texts a visitor can type: Latin, Cyrillic, spaces, plus signs, percent signs, commas and other marks. */
const textArb = fc.string({
  unit: fc.constantFrom(..."abzАБЯёЁ 0+%,&=?#/.'\"<>~!*()-_"),
  maxLength: 12,
});
const pairsArb = fc.array(fc.tuple(fc.constantFrom("country", "title", "directions", "utm_source", "sort"), textArb), {
  maxLength: 5,
});
const pathArb = fc.constantFrom("/catalog/", "/universities/china/", "/colleges/pl-bachelor/china/beijing/");

/** Our own writing of a query: every component escaped (commas too). */
const ours = (pairs: readonly (readonly [string, string])[]): string =>
  pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`;

/** How a browser or the router may write the same query: form encoding ("+" for a space, "%2C" for a comma). */
const formEncoded = (pairs: readonly (readonly [string, string])[]): string => {
  const text = new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString();
  return text === "" ? "" : `?${text}`;
};

describe("isSameListingUrl properties", () => {
  it("sees a query written by URLSearchParams as the same as ours", () => {
    fc.assert(
      fc.property(pathArb, pairsArb, (pathname, pairs) => {
        expect(isSameListingUrl({ pathname, search: ours(pairs) }, { pathname, search: formEncoded(pairs) })).toBe(
          true,
        );
      }),
    );
  });

  it("sees the same query through a URL object (what a loader gets) as the same", () => {
    fc.assert(
      fc.property(pathArb, pairsArb, (pathname, pairs) => {
        const written = `${pathname}${ours(pairs)}`;
        const url = new URL(written, "http://localhost");
        url.searchParams.sort();
        expect(isSameListingUrl(url, urlParts(written))).toBe(true);
      }),
    );
  });

  it("is reflexive and symmetric", () => {
    fc.assert(
      fc.property(pathArb, pairsArb, pairsArb, (pathname, a, b) => {
        const left = { pathname, search: ours(a) };
        const right = { pathname, search: ours(b) };
        expect(isSameListingUrl(left, left)).toBe(true);
        expect(isSameListingUrl(left, right)).toBe(isSameListingUrl(right, left));
      }),
    );
  });

  it("tells apart queries that differ in a value", () => {
    fc.assert(
      fc.property(pathArb, textArb, textArb, (pathname, a, b) => {
        fc.pre(a !== b);
        expect(
          isSameListingUrl({ pathname, search: ours([["title", a]]) }, { pathname, search: ours([["title", b]]) }),
        ).toBe(false);
      }),
    );
  });
});
