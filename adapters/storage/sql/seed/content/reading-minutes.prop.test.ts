import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlFragmentArb } from "../../../../../tests/arbitraries/html-fragment.arb";
import { readingMinutes, WORDS_PER_MINUTE } from "./reading-minutes";
import { wordCount } from "./word-count";

describe("readingMinutes properties", () => {
  it("is the smallest whole number of minutes, at least one, that covers every word", () => {
    fc.assert(
      fc.property(htmlFragmentArb, ({ html }) => {
        const minutes = readingMinutes(html);
        expect(minutes).toBeGreaterThanOrEqual(1);
        expect(minutes * WORDS_PER_MINUTE).toBeGreaterThanOrEqual(wordCount(html));
        expect(minutes === 1 || (minutes - 1) * WORDS_PER_MINUTE < wordCount(html)).toBe(true);
      }),
    );
  });

  it("never decreases when text is added", () => {
    fc.assert(
      fc.property(htmlFragmentArb, htmlFragmentArb, (a, b) => {
        expect(readingMinutes(`${a.html}\n${b.html}`)).toBeGreaterThanOrEqual(readingMinutes(a.html));
      }),
    );
  });
});
