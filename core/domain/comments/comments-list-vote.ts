import { match } from "ts-pattern";
import { err, ok, type Result } from "../shared/result";
import type { Comment, CommentsListState, CommentVote } from "./comment";
import type { CommentsListError } from "./comments-list.errors";
import { locateComment, replaceCommentAt } from "./comments-list-lookup";

const tally = (comment: Comment, vote: CommentVote, delta: number): Comment =>
  match(vote)
    .with("like", () => ({ ...comment, likes: Math.max(0, comment.likes + delta) }))
    .with("dislike", () => ({ ...comment, dislikes: Math.max(0, comment.dislikes + delta) }))
    .exhaustive();

/**
 * Applies the visitor's rating of a comment after the rate call succeeded. One vote per visitor:
 * repeating the same action changes nothing, the other action moves the vote across.
 */
export const voteComment = (
  state: CommentsListState,
  id: number,
  action: CommentVote,
): Result<CommentsListState, CommentsListError> => {
  const found = locateComment(state.comments, id);
  if (found === null) return err({ _tag: "CommentNotFound", id });
  if (found.comment.is_deleted) return err({ _tag: "CommentDeleted", id });
  const previous = found.comment.user_vote;
  if (previous === action) return ok(state);
  const withdrawn = previous === null ? found.comment : tally(found.comment, previous, -1);
  const voted: Comment = { ...tally(withdrawn, action, 1), user_vote: action };
  return ok({ ...state, comments: replaceCommentAt(state.comments, found.index, voted) });
};
