/** The price after a discount of `percent` (0–100), rounded to a whole unit of the currency. */
export function discountedPrice(price: number, percent: number): number {
  return Math.round((price * (100 - percent)) / 100);
}
