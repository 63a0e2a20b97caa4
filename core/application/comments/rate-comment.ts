import type { CommentVote } from "../../domain/comments/comment";
import { err, ok, type Result } from "../../domain/shared/result";
import type { CommentRepository, CommentVoteTally } from "../../ports/comment-repository.port";
import type { CommentActor } from "./comment-actor";
import { nextVote } from "./next-vote";

export type RateCommentError =
  | { readonly _tag: "CommentNotFound"; readonly id: number }
  | { readonly _tag: "CommentDeleted"; readonly id: number }
  | { readonly _tag: "OwnComment"; readonly id: number };

export type RateCommentDeps = { readonly comments: CommentRepository };

/**
 * A like or dislike: one vote per user; the same action again takes the vote back, the other action switches it.
 * Authors cannot vote on their own comments; deleted comments take no votes.
 */
export const rateComment = async (
  { comments }: RateCommentDeps,
  actor: CommentActor,
  comment_id: number,
  action: CommentVote,
): Promise<Result<CommentVoteTally, RateCommentError>> => {
  const stored = await comments.find(comment_id);
  if (stored === null) return err({ _tag: "CommentNotFound", id: comment_id });
  if (stored.is_deleted) return err({ _tag: "CommentDeleted", id: comment_id });
  if (stored.author_id === actor.user_id) return err({ _tag: "OwnComment", id: comment_id });
  const tally = await comments.vote(comment_id, actor.user_id, (previous) => nextVote(previous, action));
  return tally === null ? err({ _tag: "CommentNotFound", id: comment_id }) : ok(tally);
};
