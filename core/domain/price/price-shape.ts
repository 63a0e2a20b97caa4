import { priceBound } from "./price-bound";
import type { PriceRange } from "./price-range";

/** Which of the spec's price texts a range gets. */
export type PriceShape =
  | { readonly _tag: "Free" }
  | { readonly _tag: "OnRequest" }
  | { readonly _tag: "From"; readonly min: number }
  | { readonly _tag: "UpTo"; readonly max: number }
  | { readonly _tag: "Between"; readonly min: number; readonly max: number };

/**
 * Decides the shape in a fixed precedence order (see docs/adr/003-price-text.md):
 * 1. min 0, or no min and max 0: Free.
 * 2. no min and no max: OnRequest.
 * 3. no min: UpTo max.
 * 4. a max above min: Between; otherwise (no max, equal, or a max below min): From min.
 */
export const priceShape = (range: PriceRange): PriceShape => {
  const min = priceBound(range.min);
  const max = priceBound(range.max);
  if (min === 0 || (min === null && max === 0)) return { _tag: "Free" };
  if (min === null) return max === null ? { _tag: "OnRequest" } : { _tag: "UpTo", max };
  if (max !== null && max > min) return { _tag: "Between", min, max };
  return { _tag: "From", min };
};
