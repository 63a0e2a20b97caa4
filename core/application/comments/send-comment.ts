import { Effect } from "effect";
import type { Comment } from "../../domain/comments/comment";
import { isDuplicateComment } from "../../domain/comments/comment-duplicate";
import { COMMENT_LOOKBACK_SECONDS, commentRateVerdict } from "../../domain/comments/comment-rate-limit";
import { type ReviewRatingError, validateReviewRating } from "../../domain/comments/review-rating";
import type { CommentRepository } from "../../ports/comment-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
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
  | { readonly _tag: "AttachmentNotFound"; readonly attachment_id: number }
  | { readonly _tag: "TooManyComments"; readonly retry_after_seconds: number }
  | { readonly _tag: "DuplicateComment" };

export type SendCommentDeps = { readonly comments: CommentRepository };

/**
 * Stores a comment, a review (top-level only, with a score 1..5) or a reply (to a live comment of the same model)
 * and answers it as the list shows it, marked `is_new`. An attachment must be the author's own upload. A good
 * comment is then held to the spam rules (ADR 061): the per-author limit (staff and admins are not limited) and no
 * duplicate of a live comment of the last 24 hours on the same model.
 */
export const sendComment = (
  { comments }: SendCommentDeps,
  actor: CommentActor,
  input: SendCommentInput,
  now: Date,
): Effect.Effect<Comment, SendCommentError> =>
  Effect.gen(function* () {
    const relation = yield* fromDomainResult(resolveCommentRelation(input.model));
    const text = yield* fromDomainResult(validateCommentText(input.text));
    const rating = yield* fromDomainResult(validateReviewRating(input.is_review, input.rating));
    if (input.is_review && input.reply_to !== null) return yield* Effect.fail({ _tag: "ReviewAsReply" } as const);
    if (!(yield* Effect.promise(() => comments.relationExists(relation)))) {
      return yield* Effect.fail({ _tag: "RelationNotFound", model: input.model } as const);
    }
    const reply_to = input.reply_to;
    if (reply_to !== null) {
      const parent = yield* Effect.promise(() => comments.find(reply_to));
      const sameModel =
        parent !== null &&
        parent.relation.relation_id === relation.relation_id &&
        parent.relation.relation_type === relation.relation_type;
      if (!sameModel) return yield* Effect.fail({ _tag: "ParentNotFound", reply_to } as const);
      if (parent.is_deleted) return yield* Effect.fail({ _tag: "ParentDeleted", reply_to } as const);
    }
    const attachment_id = input.attachment_id;
    if (attachment_id !== null) {
      const owned = yield* Effect.promise(() => comments.attachmentOwnedBy(attachment_id, actor.user_id));
      if (!owned) return yield* Effect.fail({ _tag: "AttachmentNotFound", attachment_id } as const);
    }
    const since = new Date(now.getTime() - COMMENT_LOOKBACK_SECONDS * 1000);
    const recent = yield* Effect.promise(() => comments.recentByAuthor(actor.user_id, since));
    const verdict =
      actor.role === "user"
        ? commentRateVerdict(
            recent.map((c) => c.created_at),
            now,
          )
        : null;
    if (verdict?._tag === "TooManyComments") return yield* Effect.fail(verdict);
    if (isDuplicateComment({ relation, text }, recent, now)) {
      return yield* Effect.fail({ _tag: "DuplicateComment" } as const);
    }
    const id = yield* Effect.promise(() =>
      comments.create(
        {
          relation,
          parent_id: reply_to,
          author_id: actor.user_id,
          text,
          attachment_id,
          is_review: input.is_review,
          rating,
        },
        now,
      ),
    );
    const stored = yield* Effect.promise(() => comments.view(id, actor.user_id));
    if (stored === null) return yield* Effect.die(new Error(`Comment ${id} vanished right after it was stored`));
    return { ...stored, is_new: true };
  });
