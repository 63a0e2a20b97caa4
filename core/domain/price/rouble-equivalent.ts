import type { CurrencyCode } from "./currency-code";
import type { ExchangeRate } from "./exchange-rate";
import { priceBound } from "./price-bound";
import { roundRoubles } from "./rouble-rounding";

/** Rates by currency, as `exchangeRatesByCurrency` builds them. */
export type RatesByCurrency = ReadonlyMap<CurrencyCode, number>;

/** The rate of each currency; where a currency is listed twice the later entry wins. */
export const exchangeRatesByCurrency = (rates: readonly ExchangeRate[]): RatesByCurrency =>
  new Map(rates.map((rate) => [rate.currency, rate.rate_to_rub]));

/**
 * An amount in roubles: itself for RUB, else amount x rate rounded by `roundRoubles`. Null (no rouble figure rather
 * than a wrong one) when the amount is not a usable price, the currency is unknown, or there is no usable rate.
 */
export const roubleEquivalent = (
  amount: number | null,
  currency: CurrencyCode | undefined,
  rates: RatesByCurrency,
): number | null => {
  const price = priceBound(amount);
  if (price === null || currency === undefined) return null;
  if (currency === "RUB") return price;
  const rate = rates.get(currency);
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  const roubles = price * rate;
  return Number.isFinite(roubles) ? roundRoubles(roubles) : null;
};
