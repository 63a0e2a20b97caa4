import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { slugArb } from "../../../../tests/arbitraries/route.arb";
import { CYRILLIC_TO_LATIN } from "./cyrillic-transliteration";
import { isSlug } from "./slug-pattern";
import { slugify } from "./slugify";

/** Russian letters that do not vanish, so every word built from them keeps at least one Latin letter. */
const SOUNDING = Object.keys(CYRILLIC_TO_LATIN).filter((letter) => CYRILLIC_TO_LATIN[letter] !== "");
const LATIN = [..."abcdefghijklmnopqrstuvwxyz0123456789"];
const SEPARATORS = [" ", "  ", " - ", ", ", "_", "—", "/", ".", "!"];

const russianWordArb = fc.string({ unit: fc.constantFrom(...SOUNDING), minLength: 1, maxLength: 10 });
const latinWordArb = fc.string({ unit: fc.constantFrom(...LATIN), minLength: 1, maxLength: 10 });
const wordArb = fc.oneof(russianWordArb, latinWordArb);
const titleArb = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.array(wordArb, { minLength: 1, maxLength: 6 }).map((words) => words.join(" ")),
);

/** The model: each letter by the table, words joined by single dashes. */
const model = (words: readonly string[]): string =>
  words.map((word) => Array.from(word, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter).join("")).join("-");

describe("slugify properties", () => {
  it("always gives a slug, and slugifying that slug changes nothing", () => {
    fc.assert(
      fc.property(titleArb, (title) => {
        const result = slugify(title);
        if (result.ok) {
          expect(isSlug(result.value)).toBe(true);
          expect(slugify(result.value)).toEqual(result);
        } else {
          expect(result.error).toEqual({ _tag: "EmptySlug", input: title });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves every slug as it is", () => {
    fc.assert(
      fc.property(slugArb, (slug) => {
        expect(slugify(slug)).toEqual({ ok: true, value: slug });
      }),
    );
  });

  it("transliterates letter by letter and turns any run of separators into one dash", () => {
    fc.assert(
      fc.property(
        fc.array(wordArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...SEPARATORS),
        fc.boolean(),
        (words, separator, shout) => {
          const title = words.join(separator);
          expect(slugify(shout ? title.toUpperCase() : title)).toEqual({ ok: true, value: model(words) });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
