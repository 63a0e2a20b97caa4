import type { CommentsListState } from "./comment";
import type { CommentSortColumn } from "./comment-sort";

/**
 * A new sort column invalidates the loaded order: the list empties and paging restarts at page 1,
 * ready for the page-1 query. Counters and the expanded flag stay.
 */
export const changeCommentsSort = (state: CommentsListState, sort_column: CommentSortColumn): CommentsListState => ({
  ...state,
  sort_column,
  comments: [],
  pagination: { current_page: 1, last_page: 1 },
});
