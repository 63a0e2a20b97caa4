import type { CommentSortColumn } from "./comment-sort";

export type CommentAuthor = {
  readonly id: number;
  readonly name: string;
  readonly avatar: string | null;
};

export type CommentVote = "like" | "dislike";

/** A comment's votes after a vote, and the voter's own vote (null when taken back). */
export type CommentVoteTally = {
  readonly likes: number;
  readonly dislikes: number;
  readonly user_vote: CommentVote | null;
};

/**
 * Spec 3 fields plus what a rendered list needs (ADR 008).
 * `rating` is the review score 1..5 (null for plain comments); `likes`/`dislikes` are the votes.
 */
export type Comment = {
  readonly id: number;
  readonly parent_id: number | null;
  readonly text: string;
  readonly attachment_id: number | null;
  /** Where the attached picture is served (`/uploads/...`), null without one. */
  readonly attachment_url: string | null;
  readonly is_review: boolean;
  readonly is_new: boolean;
  readonly is_updated: boolean;
  readonly rating: number | null;
  readonly author: CommentAuthor;
  /** ISO-8601 instant. */
  readonly created_at: string;
  readonly likes: number;
  readonly dislikes: number;
  readonly user_vote: CommentVote | null;
  readonly is_deleted: boolean;
  readonly replies_count: number;
};

/** The thing a comment block is attached to: the grid's `model` is `${relation_id}:${relation_type}`. */
export type CommentRelation = {
  readonly relation_id: number;
  readonly relation_type: string;
};

export type CommentsPagination = {
  readonly current_page: number;
  readonly last_page: number;
};

/** `all`: live comments of the relation, replies included. `current_total`: root entries of the current list. */
export type CommentsCounter = {
  readonly all: number;
  readonly current_total: number;
};

/** Spec 3 "Comments list state"; `comments` is flat, each reply placed after its parent. */
export type CommentsListState = CommentRelation & {
  readonly comments: readonly Comment[];
  readonly pagination: CommentsPagination;
  readonly counter: CommentsCounter;
  readonly loading: boolean;
  readonly sort_column: CommentSortColumn;
  readonly show_all_comments: boolean;
};
