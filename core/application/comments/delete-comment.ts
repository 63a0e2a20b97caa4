import { Effect } from "effect";
import type { Comment } from "../../domain/comments/comment";
import type { CommentRepository } from "../../ports/comment-repository.port";
import { type CommentActor, mayDeleteComment } from "./comment-actor";

export type DeleteCommentError =
  { readonly _tag: "CommentNotFound"; readonly id: number } | { readonly _tag: "NotAllowed"; readonly id: number };

export type DeleteCommentDeps = { readonly comments: CommentRepository };

/**
 * Soft delete by the author (or staff): the comment stays in its place as a marker, its replies stay, and the
 * marker is answered. Deleting a marker again answers the same marker.
 */
export const deleteComment = (
  { comments }: DeleteCommentDeps,
  actor: CommentActor,
  comment_id: number,
  now: Date,
): Effect.Effect<Comment, DeleteCommentError> =>
  Effect.gen(function* () {
    const stored = yield* Effect.promise(() => comments.find(comment_id));
    if (stored === null) return yield* Effect.fail({ _tag: "CommentNotFound", id: comment_id } as const);
    if (!mayDeleteComment(actor, stored.author_id)) {
      return yield* Effect.fail({ _tag: "NotAllowed", id: comment_id } as const);
    }
    if (!stored.is_deleted) yield* Effect.promise(() => comments.softDelete(comment_id, now));
    const marker = yield* Effect.promise(() => comments.view(comment_id, actor.user_id));
    if (marker === null) return yield* Effect.die(new Error(`Comment ${comment_id} vanished while it was deleted`));
    return marker;
  });
