import type { PageWindow, Slice } from "../../ports/content-repository.port";

/** One page of a list as the API answers it (`.../grid`): the Grid of spec 7 plus the window it shows. */
export type GridPage<T> = {
  readonly total: number;
  readonly last_page: number;
  readonly page: number;
  readonly per_page: number;
  readonly data: readonly T[];
};

/** An empty list still has one page, so `last_page` is at least 1. */
export const gridPage = <T>(slice: Slice<T>, window: PageWindow): GridPage<T> => ({
  total: slice.total,
  last_page: Math.max(1, Math.ceil(slice.total / window.perPage)),
  page: window.page,
  per_page: window.perPage,
  data: slice.items,
});
