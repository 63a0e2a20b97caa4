/**
 * A usable price bound: a finite number that is not negative.
 * Anything else (null, undefined, NaN, infinities, negatives) counts as unknown.
 */
export const priceBound = (value: number | null | undefined): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
