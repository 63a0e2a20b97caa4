import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { russianPluralForm } from "./russian-plural";

describe("russianPluralForm properties", () => {
  it("depends only on the last two digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 10_000 }), (tail, hundreds) => {
        expect(russianPluralForm(hundreds * 100 + tail)).toBe(russianPluralForm(tail));
      }),
    );
  });

  it("gives the same form to a count and its negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(russianPluralForm(-n)).toBe(russianPluralForm(n));
      }),
    );
  });

  it("outside the teens follows the last digit", () => {
    const digitForm = ["many", "one", "few", "few", "few", "many", "many", "many", "many", "many"];
    fc.assert(
      fc.property(fc.constantFrom(0, 2, 3, 4, 5, 6, 7, 8, 9), fc.integer({ min: 0, max: 9 }), (tens, last) => {
        expect(russianPluralForm(tens * 10 + last)).toBe(digitForm[last]);
      }),
    );
  });
});
