import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlBlockArb, htmlFragmentArb } from "../../../../../tests/arbitraries/html-fragment.arb";
import { wordCount } from "./word-count";

describe("wordCount properties", () => {
  it("agrees with the number of words the fragment was built from", () => {
    fc.assert(
      fc.property(htmlFragmentArb, ({ blocks, html }) => {
        expect(wordCount(html)).toBe(blocks.reduce((sum, block) => sum + block.words.length, 0));
      }),
    );
  });

  it("is additive over blocks joined by a line break", () => {
    fc.assert(
      fc.property(htmlBlockArb, htmlBlockArb, (a, b) => {
        expect(wordCount(`${a.html}\n${b.html}`)).toBe(wordCount(a.html) + wordCount(b.html));
      }),
    );
  });
});
