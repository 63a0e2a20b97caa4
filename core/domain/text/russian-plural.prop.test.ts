import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type RussianPluralForm, russianPluralForm } from "./russian-plural";

/** The school-book rule, written out digit by digit, that Intl.PluralRules("ru") must agree with. */
const knownRule = (n: number): RussianPluralForm => {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return "many";
  if (last === 1) return "one";
  return last >= 2 && last <= 4 ? "few" : "many";
};

describe("russianPluralForm properties", () => {
  it("agrees with the known rule on every whole number", () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(russianPluralForm(n)).toBe(knownRule(n));
      }),
    );
  });

  it("gives n and n + 100 the same form", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), (n) => {
        expect(russianPluralForm(n + 100)).toBe(russianPluralForm(n));
      }),
    );
  });

  it("uses the many form for 11-14 of every hundred", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.integer({ min: 11, max: 14 }), (hundreds, teen) => {
        expect(russianPluralForm(hundreds * 100 + teen)).toBe("many");
      }),
    );
  });

  it("gives a count and its negative the same form", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (n) => {
        expect(russianPluralForm(-n)).toBe(russianPluralForm(n));
      }),
    );
  });

  it("gives every fraction the genitive singular (few)", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.integer({ min: 1, max: 99 }), (whole, hundredths) => {
        expect(russianPluralForm(whole + hundredths / 100)).toBe("few");
      }),
    );
  });
});
