import { err, ok, type Result } from "../shared/result";
import type { CommentsListState } from "./comment";
import type { CommentsListError } from "./comments-list.errors";
import { locateComment, replaceCommentAt } from "./comments-list-lookup";

export type CommentEdit = {
  readonly id: number;
  readonly text: string;
  readonly attachment_id: number | null;
  /** Where the new attachment is served, as the server answered the edit; left out: kept while the id is the same. */
  readonly attachment_url?: string | null;
};

/** Replaces the entry in place with its edited text and attachment, marked as updated. */
export const editComment = (
  state: CommentsListState,
  edit: CommentEdit,
): Result<CommentsListState, CommentsListError> => {
  const found = locateComment(state.comments, edit.id);
  if (found === null) return err({ _tag: "CommentNotFound", id: edit.id });
  if (found.comment.is_deleted) return err({ _tag: "CommentDeleted", id: edit.id });
  return ok({
    ...state,
    comments: replaceCommentAt(state.comments, found.index, {
      ...found.comment,
      text: edit.text,
      attachment_id: edit.attachment_id,
      attachment_url:
        edit.attachment_url !== undefined
          ? edit.attachment_url
          : edit.attachment_id === found.comment.attachment_id
            ? found.comment.attachment_url
            : null,
      is_updated: true,
    }),
  });
};
