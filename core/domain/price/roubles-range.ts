import type { CurrencyCode } from "./currency-code";
import type { PriceRange } from "./price-range";
import { type RatesByCurrency, roubleEquivalent } from "./rouble-equivalent";

/** Both bounds of a range in roubles (`roubleEquivalent` each); a bound without a rouble figure is null. */
export const roublesRange = (
  range: PriceRange,
  currency: CurrencyCode | undefined,
  rates: RatesByCurrency,
): PriceRange => ({
  min: roubleEquivalent(range.min, currency, rates),
  max: roubleEquivalent(range.max, currency, rates),
});
