import { match } from "ts-pattern";
import type { CommentRelation } from "./comment";
import { commentsModel } from "./comment-model";
import { type CommentSortColumn, type CommentSortOrder, commentSortOrder } from "./comment-sort";

export type CommentsSearch =
  { readonly model: string; readonly root: true } | { readonly model: string; readonly by: number };

/** Spec 7 repository-level shape of a comments grid request. */
export type CommentsListQuery = {
  readonly page: number;
  readonly sort_column: CommentSortColumn;
  readonly sort_order: CommentSortOrder;
  readonly search: CommentsSearch;
};

/** Root comments of the relation, or the replies of one comment. */
export type CommentsScope = { readonly _tag: "Roots" } | { readonly _tag: "Replies"; readonly parent_id: number };

export const commentsListQuery = (
  list: CommentRelation & { readonly sort_column: CommentSortColumn },
  page: number,
  scope: CommentsScope,
): CommentsListQuery => {
  const model = commentsModel(list);
  return {
    page,
    sort_column: list.sort_column,
    sort_order: commentSortOrder(list.sort_column),
    search: match(scope)
      .returnType<CommentsSearch>()
      .with({ _tag: "Roots" }, () => ({ model, root: true }))
      .with({ _tag: "Replies" }, ({ parent_id }) => ({ model, by: parent_id }))
      .exhaustive(),
  };
};
