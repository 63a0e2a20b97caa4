import { Effect } from "effect";
import type { CommentVote } from "../../domain/comments/comment";
import type { CommentRepository, CommentVoteTally } from "../../ports/comment-repository.port";
import type { CommentActor } from "./comment-actor";
import { nextVote } from "../../domain/comments/next-vote";

export type RateCommentError =
  | { readonly _tag: "CommentNotFound"; readonly id: number }
  | { readonly _tag: "CommentDeleted"; readonly id: number }
  | { readonly _tag: "OwnComment"; readonly id: number };

export type RateCommentDeps = { readonly comments: CommentRepository };

/**
 * A like or dislike: one vote per user; the same action again takes the vote back, the other action switches it.
 * Authors cannot vote on their own comments; deleted comments take no votes.
 */
export const rateComment = (
  { comments }: RateCommentDeps,
  actor: CommentActor,
  comment_id: number,
  action: CommentVote,
): Effect.Effect<CommentVoteTally, RateCommentError> =>
  Effect.gen(function* () {
    const notFound = Effect.fail({ _tag: "CommentNotFound", id: comment_id } as const);
    const stored = yield* Effect.promise(() => comments.find(comment_id));
    if (stored === null) return yield* notFound;
    if (stored.is_deleted) return yield* Effect.fail({ _tag: "CommentDeleted", id: comment_id } as const);
    if (stored.author_id === actor.user_id) return yield* Effect.fail({ _tag: "OwnComment", id: comment_id } as const);
    const tally = yield* Effect.promise(() =>
      comments.vote(comment_id, actor.user_id, (previous) => nextVote(previous, action)),
    );
    return tally ?? (yield* notFound);
  });
