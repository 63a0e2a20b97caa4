const DIGITS = /^\d{1,15}$/;

/**
 * Reads price_from (spec 3, spec 9): a whole, non-negative number of at most 15 digits, at least the
 * allowed minimum from the facets' price.min. Anything else, including a value under the minimum, is the default 0.
 */
export const parsePriceFrom = (text: string | undefined, allowedMin: number): number => {
  const value = text !== undefined && DIGITS.test(text.trim()) ? Number(text.trim()) : 0;
  return value >= allowedMin ? value : 0;
};
