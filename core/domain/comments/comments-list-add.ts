import { err, ok, type Result } from "../shared/result";
import type { Comment, CommentsListState } from "./comment";
import type { CommentsListError } from "./comments-list.errors";
import { locateComment, replaceCommentAt } from "./comments-list-lookup";

/**
 * Adds a comment just created on the server. A top-level comment goes to the top;
 * a reply goes directly after its parent, ahead of the parent's earlier replies.
 */
export const addComment = (
  state: CommentsListState,
  comment: Comment,
): Result<CommentsListState, CommentsListError> => {
  if (locateComment(state.comments, comment.id) !== null) return err({ _tag: "DuplicateCommentId", id: comment.id });
  const entry: Comment = { ...comment, is_new: true };
  const all = state.counter.all + 1;
  if (comment.parent_id === null) {
    return ok({
      ...state,
      comments: [entry, ...state.comments],
      counter: { all, current_total: state.counter.current_total + 1 },
    });
  }
  const parent = locateComment(state.comments, comment.parent_id);
  if (parent === null) return err({ _tag: "ParentNotFound", parent_id: comment.parent_id });
  if (parent.comment.is_deleted) return err({ _tag: "CommentDeleted", id: parent.comment.id });
  const counted = replaceCommentAt(state.comments, parent.index, {
    ...parent.comment,
    replies_count: parent.comment.replies_count + 1,
  });
  return ok({
    ...state,
    comments: [...counted.slice(0, parent.index + 1), entry, ...counted.slice(parent.index + 1)],
    counter: { ...state.counter, all },
  });
};
