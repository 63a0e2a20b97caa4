import { approxRoublesText } from "../../core/domain/price/approx-roubles-text";
import type { CurrencyCode } from "../../core/domain/price/currency-code";
import type { PriceRange } from "../../core/domain/price/price-range";
import { priceText } from "../../core/domain/price/price-text";
import { roublesRange } from "../../core/domain/price/roubles-range";
import { useExchangeRates } from "../data/use-exchange-rates";
import { ApproxRoubles } from "./approx-roubles";

/** A price in its currency («от 940 000 ¥») followed by its rouble hint («≈ 498 000 ₽») when there is one. */
export function PriceWithRoubles({ range, currency }: { range: PriceRange; currency: CurrencyCode | undefined }) {
  const rates = useExchangeRates();
  return (
    <>
      {priceText(range, currency)}
      <ApproxRoubles text={approxRoublesText(range, currency, roublesRange(range, currency, rates))} />
    </>
  );
}
