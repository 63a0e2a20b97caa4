import type { CommentRelation } from "./comment";

/** One of an author's recent comments, as the spam rules read it (ADR 061). */
export type RecentComment = {
  readonly created_at: Date;
  readonly relation: CommentRelation;
  readonly text: string;
  readonly is_deleted: boolean;
};
