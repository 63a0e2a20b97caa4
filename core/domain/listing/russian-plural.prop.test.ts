import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pluralForm, type PluralForms } from "./russian-plural";

const FORMS: PluralForms = ["one", "few", "many"];

describe("pluralForm properties", () => {
  it("depends only on the last two digits", () => {
    fc.assert(
      fc.property(fc.nat({ max: 99 }), fc.nat({ max: 10_000 }), (tail, hundreds) => {
        expect(pluralForm(hundreds * 100 + tail, FORMS)).toBe(pluralForm(tail, FORMS));
      }),
    );
  });

  it("uses the many form for every number ending in 0, 5-9 or 11-14", () => {
    const manyArb = fc.oneof(
      fc.tuple(fc.nat({ max: 100_000 }), fc.constantFrom(0, 5, 6, 7, 8, 9)).map(([tens, last]) => tens * 10 + last),
      fc.nat({ max: 1000 }).chain((h) => fc.integer({ min: 11, max: 14 }).map((t) => h * 100 + t)),
    );
    fc.assert(
      fc.property(manyArb, (n) => {
        expect(pluralForm(n, FORMS)).toBe("many");
      }),
    );
  });

  it("treats a negative count as its absolute value", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (n) => {
        expect(pluralForm(-n, FORMS)).toBe(pluralForm(n, FORMS));
      }),
    );
  });
});
