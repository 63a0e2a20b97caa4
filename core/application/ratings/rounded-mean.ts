/**
 * The mean of `count` whole scores adding up to `sum`, rounded half up to 2 decimals; 0 when there are none.
 * Integer arithmetic first, so 1/8 rounds to 0.13 exactly as numeric rounding in SQL would.
 */
export const roundedMean = (sum: number, count: number): number =>
  count <= 0 ? 0 : Math.round((sum * 100) / count) / 100;
