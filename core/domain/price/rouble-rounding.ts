/** Significant digits a rouble equivalent keeps: an exchange rate is a day's estimate, not a price list. */
export const ROUBLE_SIGNIFICANT_DIGITS = 3;

/**
 * Rounds a rouble amount converted from another currency: to whole roubles, and above 999 to three significant
 * digits, half up (498 236 -> 498 000, 2 565 000 -> 2 570 000, 4 321.5 -> 4 320, 87.5 -> 88). Non-decreasing, so
 * sorting and filtering by the rounded figure keep the order of the exact ones. Expects a finite amount >= 0.
 */
export const roundRoubles = (amount: number): number => {
  const whole = Math.round(amount);
  const digits = String(whole).length;
  if (digits <= ROUBLE_SIGNIFICANT_DIGITS) return whole;
  const step = 10 ** (digits - ROUBLE_SIGNIFICANT_DIGITS);
  return Math.round(amount / step) * step;
};
