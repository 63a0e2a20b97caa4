import type { QueryValues } from "../institution-page/apply-target";
import { COMMENT_SORT_COLUMNS, type CommentSortColumn, DEFAULT_COMMENT_SORT_COLUMN } from "./comment-sort";

/** The page address's query parameters of a comment block: its sort column and how many pages of it are shown. */
export const COMMENTS_SORT_PARAM = "comments_sort";
export const COMMENTS_PAGES_PARAM = "comments_pages";

export { COMMENTS_ANCHOR } from "./comments-anchor";

/** A server render shows at most this many pages of root comments (a link can ask for no more). */
export const COMMENTS_MAX_PAGES = 20;

export type CommentsPageParams = {
  readonly sort_column: CommentSortColumn;
  /** Pages of root comments shown, 1..COMMENTS_MAX_PAGES. */
  readonly pages: number;
};

const isSortColumn = (value: string | null): value is CommentSortColumn =>
  value !== null && (COMMENT_SORT_COLUMNS as readonly string[]).includes(value);

/**
 * Reads the block's parameters from a page address: an unknown sort column is the default, a page count that is not
 * a whole number from 1 is 1, and a larger one than COMMENTS_MAX_PAGES is that maximum.
 */
export const commentsPageParams = (search: QueryValues): CommentsPageParams => {
  const sort = search.get(COMMENTS_SORT_PARAM);
  const pages = Number(search.get(COMMENTS_PAGES_PARAM));
  return {
    sort_column: isSortColumn(sort) ? sort : DEFAULT_COMMENT_SORT_COLUMN,
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, COMMENTS_MAX_PAGES) : 1,
  };
};

/**
 * The block's query parameters as a link writes them (defaults left out): sorting and load-more links that work
 * without JavaScript set exactly these on the page's address, keeping its other parameters.
 */
export const commentsPageQuery = (params: CommentsPageParams): readonly (readonly [string, string])[] => [
  ...(params.sort_column === DEFAULT_COMMENT_SORT_COLUMN ? [] : [[COMMENTS_SORT_PARAM, params.sort_column] as const]),
  ...(params.pages > 1 ? [[COMMENTS_PAGES_PARAM, String(Math.min(params.pages, COMMENTS_MAX_PAGES))] as const] : []),
];
