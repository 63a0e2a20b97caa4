import type { Comment, CommentRelation, CommentVote, CommentVoteTally } from "../domain/comments/comment";

export type { CommentVoteTally };
import type { CommentSortColumn, CommentSortOrder } from "../domain/comments/comment-sort";
import type { ReviewRating } from "../domain/comments/review-rating";
import type { CommentModerationState } from "../domain/comment-moderation/comment-moderation-state";
import type { ModerationStateFilter, ModerationTypeFilter } from "../domain/comment-moderation/moderation-filter";
import type { ResolvedRoute } from "../domain/route/route-table";
import type { RecentComment } from "../domain/comments/recent-comment";

/** What the rules need to know about a stored comment before acting on it. */
export type StoredComment = {
  readonly id: number;
  readonly parent_id: number | null;
  readonly relation: CommentRelation;
  readonly author_id: number;
  readonly is_review: boolean;
  readonly is_deleted: boolean;
};

/** One page of root comments (`parent_id` null) or of the direct replies of one comment. */
export type CommentsPageRequest = {
  readonly relation: CommentRelation;
  readonly parent_id: number | null;
  readonly sort_column: CommentSortColumn;
  readonly sort_order: CommentSortOrder;
  readonly page: number;
  readonly per_page: number;
  /** Whose votes fill `user_vote`; null for an anonymous visitor. */
  readonly viewer_id: number | null;
};

/**
 * `total`: entries of the requested scope (deleted markers included, they keep their slot).
 * `all`: live comments of the relation, replies included.
 */
export type CommentsSlice = {
  readonly comments: readonly Comment[];
  readonly total: number;
  readonly all: number;
};

/** A live top-level review as its author's public profile lists it. */
export type AuthorReview = {
  readonly id: number;
  readonly text: string;
  readonly rating: ReviewRating | null;
  /** ISO-8601 instant. */
  readonly created_at: string;
  readonly relation: CommentRelation;
};

export type NewComment = {
  readonly relation: CommentRelation;
  readonly parent_id: number | null;
  readonly author_id: number;
  readonly text: string;
  readonly attachment_id: number | null;
  readonly is_review: boolean;
  readonly rating: ReviewRating | null;
};

export type CommentChange = {
  readonly text: string;
  /** null removes the attachment, undefined keeps it. */
  readonly attachment_id: number | null | undefined;
};

/**
 * Comments and reviews of any model, with their votes. Writes keep an institution's `comments_count` (live
 * comments, replies included) and `rating_by_reviews` (mean of live review ratings) up to date atomically.
 */
export interface CommentRepository {
  /** Whether the thing a comment would be attached to exists. */
  relationExists(relation: CommentRelation): Promise<boolean>;
  /** Whether the upload exists and was uploaded by this user. */
  attachmentOwnedBy(attachment_id: number, user_id: number): Promise<boolean>;
  find(id: number): Promise<StoredComment | null>;
  /** The comment as a list shows it to `viewer_id` (a deleted one as its marker). */
  view(id: number, viewer_id: number | null): Promise<Comment | null>;
  list(request: CommentsPageRequest): Promise<CommentsSlice>;
  /** The author's live reviews, newest first (ties: higher id first), at most `limit`. */
  reviewsByAuthor(author_id: number, limit: number): Promise<readonly AuthorReview[]>;
  /** Stores a comment; returns its id. */
  create(comment: NewComment, now: Date): Promise<number>;
  /** Replaces the text (and attachment) and marks the comment updated. False when there is no such comment. */
  edit(id: number, change: CommentChange, now: Date): Promise<boolean>;
  /** Marks the comment deleted (kept as a marker). False when there is no such comment. */
  softDelete(id: number, now: Date): Promise<boolean>;
  /**
   * Sets the user's vote to `decide(previous vote)` (null removes it) atomically with the comment's tallies.
   * Null when there is no such comment.
   */
  vote(
    id: number,
    user_id: number,
    decide: (previous: CommentVote | null) => CommentVote | null,
  ): Promise<CommentVoteTally | null>;
  /**
   * Moderation (ADR 062). The methods above never show a hidden comment or a reply under one (they answer null, leave
   * it out of lists and counts); these four see every comment.
   * A comment whatever its state, as the staff console shows it; null when there is none.
   */
  moderated(id: number): Promise<ModeratedComment | null>;
  /** A page of every comment under the filters, newest first (ties: higher id first). */
  moderationPage(query: ModerationQuery): Promise<ModerationPage>;
  /**
   * Hides a comment that is not hidden and recounts its institution in the same transaction. False when there is no
   * such comment or it is already hidden (nothing changes then).
   */
  hide(id: number, hiding: CommentHiding): Promise<boolean>;
  /** Shows a hidden comment again, as it was, and recounts. False when there is no such comment or it is not hidden. */
  restore(id: number, now: Date): Promise<boolean>;
  /**
   * The author's comments created at or after `since` (replies, reviews, deleted and hidden ones included), newest
   * first (ties: higher id first): what the per-author limit and the duplicate rule read (ADR 061).
   */
  recentByAuthor(author_id: number, since: Date): Promise<readonly RecentComment[]>;
}

/** Who hid a comment, when and why (the reason already checked). */
export type CommentHiding = { readonly at: Date; readonly reason: string; readonly by: number };

/** A comment as the staff console lists it (ADR 062). */
export type ModeratedComment = {
  readonly id: number;
  readonly parent_id: number | null;
  readonly relation: CommentRelation;
  /** The whole text, as stored (a deleted comment keeps it for staff). */
  readonly text: string;
  readonly author: { readonly id: number; readonly name: string };
  readonly is_review: boolean;
  readonly rating: ReviewRating | null;
  readonly created_at: Date;
  readonly is_deleted: boolean;
  readonly moderation: CommentModerationState;
  /** The name of the staff member who hid it; null when it is not hidden (or the account is gone). */
  readonly hidden_by_name: string | null;
  /** A comment it answers (at any depth) is hidden, so visitors do not see this one either. */
  readonly under_hidden: boolean;
  /** The page the comment is on: its title and route (null when the page cannot be addressed). */
  readonly page: { readonly title: string; readonly route: ResolvedRoute | null };
};

export type ModerationQuery = {
  readonly state: ModerationStateFilter;
  readonly type: ModerationTypeFilter;
  /** Trimmed; matches the text or the author's name (case-insensitive), or the id for `123` / `#123`. */
  readonly search: string;
  readonly page: number;
  readonly per_page: number;
};

export type ModerationPage = { readonly comments: readonly ModeratedComment[]; readonly total: number };
