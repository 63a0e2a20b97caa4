import { err, ok, type Result } from "../shared/result";
import type { Comment, CommentsListState } from "./comment";
import type { CommentsListError } from "./comments-list.errors";
import { freshComments, locateComment } from "./comments-list-lookup";

/** Loaded replies of one comment go directly after it, in server order, skipping ids already shown. */
export const commentRepliesLoaded = (
  state: CommentsListState,
  parent_id: number,
  replies: readonly Comment[],
): Result<CommentsListState, CommentsListError> => {
  const parent = locateComment(state.comments, parent_id);
  if (parent === null) return err({ _tag: "ParentNotFound", parent_id });
  const at = parent.index + 1;
  return ok({
    ...state,
    comments: [...state.comments.slice(0, at), ...freshComments(state.comments, replies), ...state.comments.slice(at)],
  });
};
