import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initials } from "./initials";

const wordArb = fc.string({
  unit: fc.constantFrom(..."абвгдеёжзийклмнопрстуфхцчшщъыьэюяABCxyz0123456789«»-"),
  minLength: 1,
  maxLength: 8,
});

describe("initials properties", () => {
  it("are at most two letters, each the first letter of a word, in capitals", () => {
    fc.assert(
      fc.property(fc.array(wordArb, { maxLength: 5 }), (words) => {
        const result = [...initials(words.join(" "))];
        expect(result.length).toBeLessThanOrEqual(2);
        for (const letter of result) {
          expect(letter).toMatch(/^\p{Lu}$/u);
        }
        const firsts = words
          .flatMap((word) => word.split("-"))
          .map((word) => [...word].find((char) => /\p{L}/u.test(char)))
          .filter((letter) => letter !== undefined)
          .map((letter) => letter.toLocaleUpperCase("ru"));
        expect(result).toEqual(firsts.slice(0, 2));
      }),
    );
  });
});
