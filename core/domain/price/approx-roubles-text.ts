import { match } from "ts-pattern";
import type { CurrencyCode } from "./currency-code";
import { formatPrice } from "./price-format";
import type { PriceRange } from "./price-range";
import { priceShape } from "./price-shape";

const roubles = (amount: number): string => formatPrice(amount, "RUB");

/**
 * The rouble hint beside a price in another currency, given the price (`range`, in `currency`) and its bounds in
 * roubles (`roublesRange`, or the listing's `price_rub`): «≈ 498 000 ₽» for a lowest price, «≈ 168 000 – 392 000 ₽»
 * for a range, «≈ до 392 000 ₽» for an upper bound. It follows the shape of the original price, so it never
 * contradicts it. Null (no hint rather than a wrong one) for a price in roubles or in no known currency, for a free
 * or unknown price («Бесплатно», «Узнать стоимость»), and when a bound it needs has no rouble figure.
 */
export const approxRoublesText = (
  range: PriceRange,
  currency: CurrencyCode | undefined,
  inRoubles: PriceRange,
): string | null => {
  if (currency === undefined || currency === "RUB") return null;
  const { min: low, max: high } = inRoubles;
  return match(priceShape(range))
    .with({ _tag: "Free" }, { _tag: "OnRequest" }, () => null)
    .with({ _tag: "From" }, () => (low === null ? null : `≈ ${roubles(low)}`))
    .with({ _tag: "UpTo" }, () => (high === null ? null : `≈ до ${roubles(high)}`))
    .with({ _tag: "Between" }, () => {
      if (low === null || high === null) return null;
      return low >= high ? `≈ ${roubles(low)}` : `≈ ${formatPrice(low)} – ${roubles(high)}`;
    })
    .exhaustive();
};
