/** Expected failures of the comments list transitions. */
export type CommentsListError =
  | { readonly _tag: "CommentNotFound"; readonly id: number }
  | { readonly _tag: "ParentNotFound"; readonly parent_id: number }
  | { readonly _tag: "DuplicateCommentId"; readonly id: number }
  | { readonly _tag: "CommentDeleted"; readonly id: number };
