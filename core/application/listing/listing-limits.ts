import type { ListingSort, ListingSortColumn } from "../../ports/institution-listing-repository.port";

/** Paging of the institutions listing (docs/adr/012-listing-query.md). */
export const LISTING_PER_PAGE_DEFAULT = 12;
export const LISTING_PER_PAGE_MAX = 100;

export const LISTING_SORT_COLUMNS: readonly ListingSortColumn[] = ["rating", "price", "ranking", "title"];

/** Best first for rating; cheapest, highest ranked and alphabetical first for the others. */
export const DEFAULT_SORT_ORDER: Readonly<Record<ListingSortColumn, ListingSort["order"]>> = {
  rating: "desc",
  price: "asc",
  ranking: "asc",
  title: "asc",
};

export const DEFAULT_LISTING_SORT: ListingSort = { column: "rating", order: "desc" };
