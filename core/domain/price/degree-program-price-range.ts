import { priceBound } from "./price-bound";
import type { PriceRange } from "./price-range";

/** The price fields of an education base that the range needs. */
export type PricedEducationBase = {
  readonly min_price: number | null;
  readonly max_price: number | null;
};

const known = (values: readonly (number | null)[]): readonly number[] =>
  values.flatMap((value) => {
    const bound = priceBound(value);
    return bound === null ? [] : [bound];
  });

/**
 * Price range of a degree program across its education bases: the lowest known min_price and the highest
 * known max_price. Unknown prices are ignored. A max below the min (inconsistent data) is dropped, so a
 * range with both bounds always has min <= max.
 */
export const degreeProgramPriceRange = (program: {
  readonly education_bases: readonly PricedEducationBase[];
}): PriceRange => {
  const mins = known(program.education_bases.map((base) => base.min_price));
  const maxes = known(program.education_bases.map((base) => base.max_price));
  const min = mins.length === 0 ? null : mins.reduce((a, b) => Math.min(a, b));
  const max = maxes.length === 0 ? null : maxes.reduce((a, b) => Math.max(a, b));
  return { min, max: max !== null && min !== null && max < min ? null : max };
};
