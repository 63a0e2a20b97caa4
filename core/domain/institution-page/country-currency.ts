import type { Currency } from "../catalogue/currency";
import { type CurrencyCode, parseCurrencyCode } from "../price/currency-code";

/** A country as the filter facets of main data list it: its id and its (loosely typed) currency. */
export type CountryWithCurrency = { readonly id: number; readonly currency: unknown };

/**
 * Whether a facet's loose currency has the shape of `currencySchema` (an ISO code of three capitals and a symbol).
 * Checked by hand rather than with the schema: pages that show prices call this while rendering, and the schema
 * would bring zod into their first-load JavaScript (docs/adr/038-precompressed-assets-and-first-load-per-page.md).
 */
const isCurrency = (value: unknown): value is Currency => {
  if (typeof value !== "object" || value === null) return false;
  const { code, symbol } = value as Record<string, unknown>;
  return typeof code === "string" && /^[A-Z]{3}$/.test(code) && typeof symbol === "string" && symbol.length > 0;
};

/**
 * The currency prices of a country are given in, from the facets: undefined when the country is not listed or its
 * currency is not one the price format supports, so prices show without a currency sign.
 */
export const countryCurrency = (
  countries: readonly CountryWithCurrency[],
  countryId: number,
): CurrencyCode | undefined => {
  const currency = countries.find((country) => country.id === countryId)?.currency;
  return isCurrency(currency) ? (parseCurrencyCode(currency.code) ?? undefined) : undefined;
};
