import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyArb } from "../../../tests/arbitraries/price.arb";
import { countryCurrency } from "./country-currency";

const countriesArb = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    currency: fc.oneof(
      currencyArb.map((code) => ({ code, symbol: "¤" })),
      fc.constant(null),
      fc.string().map((code) => ({ code, symbol: "?" })),
    ),
  }),
  { selector: (country) => country.id, maxLength: 10 },
);

describe("countryCurrency properties", () => {
  it("gives the listed country's own supported code, or nothing", () => {
    fc.assert(
      fc.property(countriesArb, fc.integer({ min: 1, max: 50 }), (countries, id) => {
        const currency = countryCurrency(countries, id);
        const listed = countries.find((country) => country.id === id)?.currency;
        if (currency === undefined) return;
        expect(listed).toMatchObject({ code: currency });
      }),
    );
  });

  it("finds every supported currency a country lists", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), currencyArb, (id, code) => {
        expect(countryCurrency([{ id, currency: { code, symbol: "¤" } }], id)).toBe(code);
      }),
    );
  });
});
