import type { Comment, CommentRelation, CommentVote, CommentVoteTally } from "../domain/comments/comment";

export type { CommentVoteTally };
import type { CommentSortColumn, CommentSortOrder } from "../domain/comments/comment-sort";
import type { ReviewRating } from "../domain/comments/review-rating";
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
   * The author's comments created at or after `since` (replies, reviews, deleted and hidden ones included), newest
   * first (ties: higher id first): what the per-author limit and the duplicate rule read (ADR 061).
   */
  recentByAuthor(author_id: number, since: Date): Promise<readonly RecentComment[]>;
}
