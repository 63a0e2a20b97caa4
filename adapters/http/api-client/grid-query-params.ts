import type { GridQuery } from "../../../core/domain/catalogue/grid-query";
import type { QueryParams } from "./query-string";

/** A grid request as query parameters: the resource filters, then paging and sorting (which win on a clash). */
export const gridQueryParams = (query: GridQuery): QueryParams => ({
  ...query.filters,
  page: query.page,
  per_page: query.per_page,
  sort_column: query.sort_column,
  sort_order: query.sort_order,
});
