import type { Comment } from "../../domain/comments/comment";
import { type ReviewRatingError, validateReviewRating } from "../../domain/comments/review-rating";
import { err, ok, type Result } from "../../domain/shared/result";
import type { CommentRepository } from "../../ports/comment-repository.port";
import type { CommentActor } from "./comment-actor";
import { type CommentTextError, validateCommentText } from "./comment-text";
import { type CommentModelError, resolveCommentRelation } from "./resolve-comment-relation";

export type SendCommentInput = {
  readonly model: string;
  readonly reply_to: number | null;
  readonly text: string;
  readonly attachment_id: number | null;
  readonly is_review: boolean;
  /** The review score 1..5; null for a plain comment. */
  readonly rating: number | null;
};

export type SendCommentError =
  | CommentModelError
  | CommentTextError
  | ReviewRatingError
  | { readonly _tag: "RelationNotFound"; readonly model: string }
  | { readonly _tag: "ParentNotFound"; readonly reply_to: number }
  | { readonly _tag: "ParentDeleted"; readonly reply_to: number }
  | { readonly _tag: "ReviewAsReply" }
  | { readonly _tag: "AttachmentNotFound"; readonly attachment_id: number };

export type SendCommentDeps = { readonly comments: CommentRepository };

/**
 * Stores a comment, a review (top-level only, with a score 1..5) or a reply (to a live comment of the same model)
 * and answers it as the list shows it, marked `is_new`. An attachment must be the author's own upload.
 */
export const sendComment = async (
  { comments }: SendCommentDeps,
  actor: CommentActor,
  input: SendCommentInput,
  now: Date,
): Promise<Result<Comment, SendCommentError>> => {
  const relation = resolveCommentRelation(input.model);
  if (!relation.ok) return relation;
  const text = validateCommentText(input.text);
  if (!text.ok) return text;
  const rating = validateReviewRating(input.is_review, input.rating);
  if (!rating.ok) return rating;
  if (input.is_review && input.reply_to !== null) return err({ _tag: "ReviewAsReply" });
  if (!(await comments.relationExists(relation.value))) return err({ _tag: "RelationNotFound", model: input.model });
  if (input.reply_to !== null) {
    const parent = await comments.find(input.reply_to);
    const sameModel =
      parent !== null &&
      parent.relation.relation_id === relation.value.relation_id &&
      parent.relation.relation_type === relation.value.relation_type;
    if (!sameModel) return err({ _tag: "ParentNotFound", reply_to: input.reply_to });
    if (parent.is_deleted) return err({ _tag: "ParentDeleted", reply_to: input.reply_to });
  }
  if (input.attachment_id !== null && !(await comments.attachmentOwnedBy(input.attachment_id, actor.user_id))) {
    return err({ _tag: "AttachmentNotFound", attachment_id: input.attachment_id });
  }
  const id = await comments.create(
    {
      relation: relation.value,
      parent_id: input.reply_to,
      author_id: actor.user_id,
      text: text.value,
      attachment_id: input.attachment_id,
      is_review: input.is_review,
      rating: rating.value,
    },
    now,
  );
  const stored = await comments.view(id, actor.user_id);
  if (stored === null) throw new Error(`Comment ${id} vanished right after it was stored`);
  return ok({ ...stored, is_new: true });
};
