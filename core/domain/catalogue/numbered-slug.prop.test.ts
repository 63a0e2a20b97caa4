import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kebabArb } from "../../../tests/arbitraries/catalogue.arb";
import { numberedSlugSchema } from "./numbered-slug";

const wordsArb = fc
  .array(fc.constantFrom("pekin", "universitet", "fudan"), { minLength: 1, maxLength: 3 })
  .map((words) => words.join("-"));

const isValid = (slug: string): boolean => numberedSlugSchema.safeParse(slug).success;

describe("numberedSlugSchema properties", () => {
  it("accepts any kebab slug followed by a dash and a number", () => {
    fc.assert(
      fc.property(kebabArb, fc.nat(), (base, n) => {
        expect(isValid(`${base}-${n}`)).toBe(true);
      }),
    );
  });

  it("rejects a valid slug once anything but a digit is appended", () => {
    fc.assert(
      fc.property(kebabArb, fc.nat(), fc.constantFrom("a", "-", "/", " ", "я"), (base, n, tail) => {
        expect(isValid(`${base}-${n}${tail}`)).toBe(false);
      }),
    );
  });

  it("rejects a slug whose number is glued to a word instead of following a dash", () => {
    fc.assert(
      fc.property(wordsArb, fc.nat(), (base, n) => {
        expect(isValid(`${base}${n}`)).toBe(false);
      }),
    );
  });
});
