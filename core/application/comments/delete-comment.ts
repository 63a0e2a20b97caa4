import type { Comment } from "../../domain/comments/comment";
import { err, ok, type Result } from "../../domain/shared/result";
import type { CommentRepository } from "../../ports/comment-repository.port";
import { type CommentActor, mayDeleteComment } from "./comment-actor";

export type DeleteCommentError =
  { readonly _tag: "CommentNotFound"; readonly id: number } | { readonly _tag: "NotAllowed"; readonly id: number };

export type DeleteCommentDeps = { readonly comments: CommentRepository };

/**
 * Soft delete by the author (or staff): the comment stays in its place as a marker, its replies stay, and the
 * marker is answered. Deleting a marker again answers the same marker.
 */
export const deleteComment = async (
  { comments }: DeleteCommentDeps,
  actor: CommentActor,
  comment_id: number,
  now: Date,
): Promise<Result<Comment, DeleteCommentError>> => {
  const stored = await comments.find(comment_id);
  if (stored === null) return err({ _tag: "CommentNotFound", id: comment_id });
  if (!mayDeleteComment(actor, stored.author_id)) return err({ _tag: "NotAllowed", id: comment_id });
  if (!stored.is_deleted) await comments.softDelete(comment_id, now);
  const marker = await comments.view(comment_id, actor.user_id);
  if (marker === null) throw new Error(`Comment ${comment_id} vanished while it was deleted`);
  return ok(marker);
};
