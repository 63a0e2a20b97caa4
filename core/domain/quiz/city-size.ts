/** City sizes the quiz asks about, by population: at least 10 million, at least 1 million, fewer (ADR 066). */
export const CITY_SIZES = ["megacity", "large", "small"] as const;

export type CitySize = (typeof CITY_SIZES)[number];

/** The lowest population of each size; a size holds the populations from its bound up to the next larger one's. */
export const CITY_SIZE_FLOOR: Readonly<Record<CitySize, number>> = { megacity: 10_000_000, large: 1_000_000, small: 0 };

/** The size of a city of `population` people; null when the population is unknown or not a count. */
export const citySizeOf = (population: number | null): CitySize | null => {
  if (population === null || !Number.isSafeInteger(population) || population < 0) return null;
  return CITY_SIZES.find((size) => population >= CITY_SIZE_FLOOR[size]) ?? null;
};
