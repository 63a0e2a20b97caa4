import type { CommentRelation, CommentVote } from "./comment";
import { commentsModel } from "./comment-model";

/** What the visitor typed: the same for a new comment and an edit. */
export type CommentDraft = {
  readonly text: string;
  readonly attachment_id: number | null;
};

export type SendCommentPayload = CommentDraft & {
  readonly reply_to: number | null;
  readonly model: string;
  readonly is_review: boolean;
  /** The review's score 1..5; null for a plain comment or a reply. */
  readonly rating: number | null;
};
export type EditCommentPayload = CommentDraft & { readonly edit_id: number };
export type DeleteCommentPayload = { readonly comment_id: number };
export type RateCommentPayload = { readonly comment_id: number; readonly action: CommentVote };

/** Spec 7 payloads of the send, edit, delete and rate calls. `reply_to` is null for a top-level comment. */
export const sendCommentPayload = (
  relation: CommentRelation,
  draft: CommentDraft & {
    readonly reply_to: number | null;
    readonly is_review: boolean;
    readonly rating?: number | null;
  },
): SendCommentPayload => ({
  reply_to: draft.reply_to,
  model: commentsModel(relation),
  text: draft.text,
  attachment_id: draft.attachment_id,
  is_review: draft.is_review,
  rating: draft.is_review ? (draft.rating ?? null) : null,
});

export const editCommentPayload = (edit_id: number, draft: CommentDraft): EditCommentPayload => ({
  edit_id,
  text: draft.text,
  attachment_id: draft.attachment_id,
});

export const deleteCommentPayload = (comment_id: number): DeleteCommentPayload => ({ comment_id });

export const rateCommentPayload = (comment_id: number, action: CommentVote = "like"): RateCommentPayload => ({
  comment_id,
  action,
});
