import { err, ok, type Result } from "../shared/result";
import type { CommentsListState } from "./comment";
import type { CommentsListError } from "./comments-list.errors";
import { locateComment, replaceCommentAt } from "./comments-list-lookup";

/**
 * Replaces the entry with a deleted marker: same id, place, author and replies, content cleared.
 * The marker keeps its slot, so only `counter.all` drops. Deleting a marker again changes nothing.
 */
export const deleteComment = (state: CommentsListState, id: number): Result<CommentsListState, CommentsListError> => {
  const found = locateComment(state.comments, id);
  if (found === null) return err({ _tag: "CommentNotFound", id });
  if (found.comment.is_deleted) return ok(state);
  return ok({
    ...state,
    comments: replaceCommentAt(state.comments, found.index, {
      ...found.comment,
      text: "",
      attachment_id: null,
      rating: null,
      user_vote: null,
      is_deleted: true,
    }),
    counter: { ...state.counter, all: Math.max(0, state.counter.all - 1) },
  });
};
