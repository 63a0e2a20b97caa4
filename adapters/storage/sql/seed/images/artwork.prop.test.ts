import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { xmlProblems } from "../../../../../tests/support/xml-problems";
import { cityPhotoArt } from "./city-photo-art";
import { documentArt } from "./document-art";
import { portraitPhotoArt } from "./portrait-photo-art";

/** Any text of whole code points, with the XML specials often. */
const textArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom("<", ">", "&", '"', "'", " "),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  ),
  maxLength: 60,
});
const cardArb = fc.record({
  issuer: textArb,
  heading: textArb,
  name: fc.option(textArb, { nil: null }),
  body: textArb,
  footer: textArb,
});

describe("seeded artwork properties", () => {
  it("is well-formed and deterministic whatever the text", () => {
    fc.assert(
      fc.property(textArb, textArb, cardArb, (key, title, card) => {
        for (const draw of [
          () => portraitPhotoArt(title),
          () => cityPhotoArt(key, title),
          () => documentArt(key, card, title),
        ]) {
          const svg = draw();
          expect(xmlProblems(svg)).toEqual([]);
          expect(draw()).toBe(svg);
        }
      }),
      { numRuns: 60 },
    );
  });
});
