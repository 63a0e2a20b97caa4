import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wrapWords } from "./wrap-words";

const wordArb = fc.string({
  unit: fc.constantFrom(..."абвгдёжзийклмнопрстуфхцчшщэюяABC0123456789:,.«»"),
  minLength: 1,
  maxLength: 14,
});
const textArb = fc.array(wordArb, { maxLength: 20 }).map((words) => words.join(" "));

describe("wrapWords properties", () => {
  it("never gives more lines than asked, nor a line wider than asked", () => {
    fc.assert(
      fc.property(textArb, fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 6 }), (text, width, lines) => {
        const wrapped = wrapWords(text, width, lines);
        expect(wrapped.length).toBeLessThanOrEqual(lines);
        for (const line of wrapped) expect([...line].length).toBeLessThanOrEqual(width);
      }),
    );
  });

  it("keeps every character, in order, when the text fits", () => {
    fc.assert(
      fc.property(textArb, fc.integer({ min: 14, max: 40 }), (text, width) => {
        const wrapped = wrapWords(text, width, 100);
        expect(wrapped.join(" ")).toBe(text);
      }),
    );
  });
});
