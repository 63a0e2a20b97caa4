import { countryCurrency } from "../../../core/domain/institution-page/country-currency";
import type { CurrencyCode } from "../../../core/domain/price/currency-code";
import { useMainData } from "../../data/use-main-data";

/** The currency of a country's prices, from the countries of main data (prefetched by the root loader). */
export const useCountryCurrency = (countryId: number): CurrencyCode | undefined =>
  countryCurrency(useMainData()?.filters.countries ?? [], countryId);
