import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyArb } from "../../../tests/arbitraries/price.arb";
import { CURRENCY_CODES, parseCurrencyCode } from "./currency-code";

const letterArb = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");

describe("parseCurrencyCode properties", () => {
  it("round-trips every supported code through lower case and padding", () => {
    fc.assert(
      fc.property(currencyArb, fc.nat({ max: 3 }), (code, pad) => {
        const padding = " ".repeat(pad);
        expect(parseCurrencyCode(`${padding}${code.toLowerCase()}${padding}`)).toBe(code);
      }),
    );
  });

  it("returns a supported code exactly when the trimmed upper-cased text is one", () => {
    fc.assert(
      fc.property(fc.string({ unit: letterArb, minLength: 0, maxLength: 4 }), (text) => {
        const expected = (CURRENCY_CODES as readonly string[]).includes(text.toUpperCase()) ? text.toUpperCase() : null;
        expect(parseCurrencyCode(text)).toBe(expected);
      }),
    );
  });
});
