import { match } from "ts-pattern";
import type { CurrencyCode } from "../price/currency-code";
import type { PriceRange } from "../price/price-range";
import { priceShape } from "../price/price-shape";

/** schema.org Offer (one price) or AggregateOffer (a range); the currency only when it is known. */
export type OfferJsonLd =
  | { readonly "@type": "Offer"; readonly price: number; readonly priceCurrency?: CurrencyCode; readonly url: string }
  | {
      readonly "@type": "AggregateOffer";
      readonly lowPrice?: number;
      readonly highPrice: number;
      readonly priceCurrency?: CurrencyCode;
      readonly url: string;
    };

/**
 * The offer of a price range, read the way the price text reads it (spec 4): free is price 0, "от X" is price X,
 * "до Y" an aggregate with only a high price, "от X до Y" low and high; a price on request has no offer (null).
 */
export const offerJsonLd = (range: PriceRange, url: string, currency?: CurrencyCode): OfferJsonLd | null => {
  const priced = currency === undefined ? { url } : { priceCurrency: currency, url };
  return match(priceShape(range))
    .returnType<OfferJsonLd | null>()
    .with({ _tag: "Free" }, () => ({ "@type": "Offer", price: 0, ...priced }))
    .with({ _tag: "OnRequest" }, () => null)
    .with({ _tag: "From" }, ({ min }) => ({ "@type": "Offer", price: min, ...priced }))
    .with({ _tag: "UpTo" }, ({ max }) => ({ "@type": "AggregateOffer", highPrice: max, ...priced }))
    .with({ _tag: "Between" }, ({ min, max }) => ({
      "@type": "AggregateOffer",
      lowPrice: min,
      highPrice: max,
      ...priced,
    }))
    .exhaustive();
};
