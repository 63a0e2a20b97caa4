import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyArb } from "../../../tests/arbitraries/price.arb";
import { currencySchema } from "../catalogue/currency";
import { parseCurrencyCode } from "../price/currency-code";
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

  it("accepts exactly the currencies the contract's currency schema accepts", () => {
    const looseArb = fc.oneof(
      fc.record({
        code: fc.oneof(currencyArb, fc.string({ maxLength: 4 })),
        symbol: fc.oneof(fc.string(), fc.integer()),
      }),
      fc.record({ code: fc.integer() }),
      fc.constantFrom(null, undefined, "CNY", 7, []),
    );
    fc.assert(
      fc.property(looseArb, (currency) => {
        const parsed = currencySchema.safeParse(currency);
        const expected = parsed.success ? (parseCurrencyCode(parsed.data.code) ?? undefined) : undefined;
        expect(countryCurrency([{ id: 1, currency }], 1)).toBe(expected);
      }),
    );
  });
});
