/** Lower and upper price of an offer; null where the price is unknown. */
export type PriceRange = {
  readonly min: number | null;
  readonly max: number | null;
};
