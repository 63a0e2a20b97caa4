import { match } from "ts-pattern";

/** Columns the comments grid can be sorted by. */
export const COMMENT_SORT_COLUMNS = ["rating", "created_at"] as const;
export type CommentSortColumn = (typeof COMMENT_SORT_COLUMNS)[number];
export type CommentSortOrder = "asc" | "desc";

/** Spec 9 allows two readings; we take the one that names rating (ADR 008). */
export const DEFAULT_COMMENT_SORT_COLUMN: CommentSortColumn = "rating";

/** Spec 7: descending when sorted by rating, ascending otherwise. */
export const commentSortOrder = (column: CommentSortColumn): CommentSortOrder =>
  match(column)
    .returnType<CommentSortOrder>()
    .with("rating", () => "desc")
    .with("created_at", () => "asc")
    .exhaustive();
