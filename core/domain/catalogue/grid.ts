import { z } from "zod";

/** One page of a list resource (GET .../grid). */
export type Grid<T> = {
  readonly total: number;
  readonly last_page: number;
  readonly data: readonly T[];
};

/**
 * What a failed grid call resolves to. Paging starts at page 1 and an empty list still has that one page,
 * so `last_page` is 1 (as the API's paginator reports for an empty result).
 */
export const BLANK_GRID: Grid<never> = { total: 0, last_page: 1, data: [] };

export const gridSchema = <Item extends z.ZodType>(item: Item) =>
  z
    .object({
      total: z.int().nonnegative(),
      last_page: z.int().positive(),
      data: z.array(item).readonly(),
    })
    .readonly();
