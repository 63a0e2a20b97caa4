import type { CommentRelation, CommentsListState } from "./comment";
import { type CommentSortColumn, DEFAULT_COMMENT_SORT_COLUMN } from "./comment-sort";

/** An empty list for a relation: page 1 of 1, nothing loaded, collapsed. */
export const initialCommentsListState = (
  relation: CommentRelation,
  sort_column: CommentSortColumn = DEFAULT_COMMENT_SORT_COLUMN,
): CommentsListState => ({
  relation_id: relation.relation_id,
  relation_type: relation.relation_type,
  comments: [],
  pagination: { current_page: 1, last_page: 1 },
  counter: { all: 0, current_total: 0 },
  loading: false,
  sort_column,
  show_all_comments: false,
});
