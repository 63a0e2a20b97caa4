import { useMemo } from "react";
import { exchangeRatesByCurrency, type RatesByCurrency } from "../../core/domain/price/rouble-equivalent";
import { useMainData } from "./use-main-data";

/** The current exchange rates to the rouble, from main data (prefetched by the root loader); none before it loads. */
export function useExchangeRates(): RatesByCurrency {
  const rates = useMainData()?.exchange_rates;
  return useMemo(() => exchangeRatesByCurrency(rates ?? []), [rates]);
}
