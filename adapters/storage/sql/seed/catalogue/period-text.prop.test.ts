import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { yearsText } from "./period-text";

/** The rule written out the other way round: by the last digit, with 11..14 as the exception. */
const model = (years: number): string => {
  const teens = Math.floor(years / 10) % 10 === 1;
  const last = years % 10;
  if (!teens && last === 1) return "год";
  if (!teens && last >= 2 && last <= 4) return "года";
  return "лет";
};

describe("yearsText properties", () => {
  it("agrees with the plural model and starts with the number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (years) => {
        expect(yearsText(years)).toBe(`${years} ${model(years)}`);
      }),
    );
  });
});
