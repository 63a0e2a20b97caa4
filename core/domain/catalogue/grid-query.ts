import type { FilterParams } from "./filter-params";

export type SortOrder = "asc" | "desc";

/** The request for one page of a grid: paging, optional sorting and resource-specific filters. */
export type GridQuery = {
  readonly page: number;
  readonly per_page: number;
  readonly sort_column?: string;
  readonly sort_order?: SortOrder;
  readonly filters?: FilterParams;
};
