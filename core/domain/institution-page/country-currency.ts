import { currencySchema } from "../catalogue/currency";
import { type CurrencyCode, parseCurrencyCode } from "../price/currency-code";

/** A country as the filter facets of main data list it: its id and its (loosely typed) currency. */
export type CountryWithCurrency = { readonly id: number; readonly currency: unknown };

/**
 * The currency prices of a country are given in, from the facets: undefined when the country is not listed or its
 * currency is not one the price format supports, so prices show without a currency sign.
 */
export const countryCurrency = (
  countries: readonly CountryWithCurrency[],
  countryId: number,
): CurrencyCode | undefined => {
  const currency = currencySchema.safeParse(countries.find((country) => country.id === countryId)?.currency);
  return currency.success ? (parseCurrencyCode(currency.data.code) ?? undefined) : undefined;
};
