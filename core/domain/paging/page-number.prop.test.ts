import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePageNumber } from "./page-number";

describe("parsePageNumber properties", () => {
  it("reads back every page number it is given as text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (page) => {
        expect(parsePageNumber(String(page))).toEqual({ ok: true, value: page });
      }),
    );
  });

  it("rejects a page number with anything around it", () => {
    const noiseArb = fc.constantFrom("0", " ", "+", "-", "a", ".", "%20");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), noiseArb, fc.boolean(), (page, noise, before) => {
        const input = before ? `${noise}${page}` : `${page}${noise === "0" ? "x" : noise}`;
        expect(parsePageNumber(input).ok).toBe(false);
      }),
    );
  });

  it("accepts only values that are whole numbers from 1", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (input) => {
        const parsed = parsePageNumber(input);
        if (parsed.ok) {
          expect(Number.isInteger(parsed.value) && parsed.value >= 1).toBe(true);
          expect(String(parsed.value)).toBe(input);
        }
      }),
    );
  });
});
