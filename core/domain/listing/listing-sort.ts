/**
 * How the listing can be ordered: by rating (best first, the default), by price (cheapest first) or by ranking
 * (highest world rank first). The server's sort_column has the same names and default orders.
 */
export const LISTING_SORTS = ["rating", "price", "ranking"] as const;

export type ListingSortKey = (typeof LISTING_SORTS)[number];

export const DEFAULT_LISTING_SORT_KEY: ListingSortKey = "rating";

/** Reads the `sort` URL value; anything else (missing, unknown, title) is the default. */
export const parseListingSort = (text: string | undefined): ListingSortKey =>
  LISTING_SORTS.find((sort) => sort === text?.trim()) ?? DEFAULT_LISTING_SORT_KEY;
