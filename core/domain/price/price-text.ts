import { match } from "ts-pattern";
import type { CurrencyCode } from "./currency-code";
import { formatPrice } from "./price-format";
import type { PriceRange } from "./price-range";
import { priceShape } from "./price-shape";

/** The price line shown for a range, e.g. "от 1 000 до 5 000", "Бесплатно", "Узнать стоимость". */
export const priceText = (range: PriceRange, currency?: CurrencyCode): string => {
  const amount = (value: number): string => formatPrice(value, currency);
  return match(priceShape(range))
    .with({ _tag: "Free" }, () => "Бесплатно")
    .with({ _tag: "OnRequest" }, () => "Узнать стоимость")
    .with({ _tag: "From" }, ({ min }) => `от ${amount(min)}`)
    .with({ _tag: "UpTo" }, ({ max }) => `до ${amount(max)}`)
    .with({ _tag: "Between" }, ({ min, max }) => `от ${amount(min)} до ${amount(max)}`)
    .exhaustive();
};
