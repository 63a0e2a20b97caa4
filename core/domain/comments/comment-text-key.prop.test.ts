import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentTextKey } from "./comment-text-key";

const word = fc.string({ unit: fc.constantFrom(..."абвгдеёжзийклмнопрстуфхцчшщъыьэюяabcxyz019!?,."), minLength: 1 });
const space = fc.constantFrom(" ", "  ", "\t", "\n", "\u00a0", "\u2003", " \r\n ");

/** Mixed case of the same letters. */
const recase = (text: string, flips: readonly boolean[]) =>
  [...text].map((char, i) => (flips[i % Math.max(flips.length, 1)] ? char.toUpperCase() : char)).join("");

describe("commentTextKey properties", () => {
  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(commentTextKey(commentTextKey(text))).toBe(commentTextKey(text));
      }),
    );
  });

  it("ignores case, the kind and amount of whitespace between words, and whitespace around them", () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.array(space, { minLength: 7, maxLength: 7 }),
        fc.array(fc.boolean(), { minLength: 1 }),
        (words, spaces, flips) => {
          const plain = words.join(" ");
          const noisy = spaces[0] + words.map((w, i) => recase(w, flips) + (spaces[i + 1] ?? " ")).join("");
          expect(commentTextKey(noisy)).toBe(commentTextKey(plain));
        },
      ),
    );
  });

  it("has no whitespace at either end and no run of two", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const key = commentTextKey(text);
        expect(key).toBe(key.trim());
        expect(key).not.toMatch(/\s\s/u);
      }),
    );
  });

  it("tells apart texts whose words differ", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), word, (words, extra) => {
        expect(commentTextKey([...words, extra].join(" "))).not.toBe(commentTextKey(words.join(" ")));
      }),
    );
  });
});
