import { match } from "ts-pattern";
import { err, ok, type Result } from "../shared/result";
import type { Comment, CommentsListState, CommentVote, CommentVoteTally } from "./comment";
import type { CommentsListError } from "./comments-list.errors";
import { locateComment, replaceCommentAt } from "./comments-list-lookup";
import { nextVote } from "./next-vote";

const tally = (comment: Comment, vote: CommentVote, delta: number): Comment =>
  match(vote)
    .with("like", () => ({ ...comment, likes: Math.max(0, comment.likes + delta) }))
    .with("dislike", () => ({ ...comment, dislikes: Math.max(0, comment.dislikes + delta) }))
    .exhaustive();

const liveComment = (state: CommentsListState, id: number) => {
  const found = locateComment(state.comments, id);
  if (found === null) return err({ _tag: "CommentNotFound", id } as const);
  if (found.comment.is_deleted) return err({ _tag: "CommentDeleted", id } as const);
  return ok(found);
};

/**
 * The visitor's rating of a comment as the list predicts it: one vote per visitor, the same action again takes the
 * vote back, the other action moves it across (the server's rule, `nextVote`).
 */
export const voteComment = (
  state: CommentsListState,
  id: number,
  action: CommentVote,
): Result<CommentsListState, CommentsListError> => {
  const found = liveComment(state, id);
  if (!found.ok) return found;
  const { comment, index } = found.value;
  const previous = comment.user_vote;
  const next = nextVote(previous, action);
  const withdrawn = previous === null ? comment : tally(comment, previous, -1);
  const voted: Comment = { ...(next === null ? withdrawn : tally(withdrawn, next, 1)), user_vote: next };
  return ok({ ...state, comments: replaceCommentAt(state.comments, index, voted) });
};

/** The votes the server counted after a rate call replace the entry's own (other visitors may have voted meanwhile). */
export const commentVotesCounted = (
  state: CommentsListState,
  id: number,
  counted: CommentVoteTally,
): Result<CommentsListState, CommentsListError> => {
  const found = liveComment(state, id);
  if (!found.ok) return found;
  const { comment, index } = found.value;
  return ok({ ...state, comments: replaceCommentAt(state.comments, index, { ...comment, ...counted }) });
};
