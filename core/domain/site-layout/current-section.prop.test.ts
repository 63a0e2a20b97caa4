import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugWordArb } from "../../../tests/arbitraries/route.arb";
import { currentSectionIndex } from "./current-section";

const hrefOf = (words: readonly string[]) => `/${words.join("/")}/`;
const wordsArb = fc.array(slugWordArb, { minLength: 1, maxLength: 3 });
const navArb = fc.uniqueArray(wordsArb.map(hrefOf), { minLength: 1, maxLength: 8 });

describe("currentSectionIndex properties", () => {
  it("an entry's own page and every page below it belong to an entry that is a prefix, the longest one", () => {
    fc.assert(
      fc.property(navArb, fc.nat(), fc.array(slugWordArb, { maxLength: 3 }), (nav, pick, below) => {
        const base = nav[pick % nav.length] ?? "/";
        const path = below.length === 0 ? base : `${base}${below.join("/")}/`;
        const found = currentSectionIndex(path, nav);
        expect(found).not.toBeNull();
        const href = nav[found ?? 0] ?? "";
        expect(path.startsWith(href)).toBe(true);
        expect(nav.every((other) => !path.startsWith(other) || other.length <= href.length)).toBe(true);
      }),
    );
  });

  it("finds nothing when no entry is a prefix of the path", () => {
    fc.assert(
      fc.property(navArb, wordsArb, (nav, words) => {
        const path = `/zz-${hrefOf(words).slice(1)}`;
        expect(currentSectionIndex(path, nav)).toBeNull();
      }),
    );
  });
});
