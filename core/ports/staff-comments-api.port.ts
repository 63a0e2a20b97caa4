import type { ModerationFilter } from "../domain/comment-moderation/moderation-filter";
import type { SubmitResult } from "./submit-result";

type Named = Readonly<{ id: number; name: string }>;

/** A comment as the console's moderation list shows it (ADR 062); times are ISO-8601 instants. */
export type StaffCommentRow = Readonly<{
  id: number;
  parent_id: number | null;
  /** An excerpt of the text (commentExcerpt). */
  text: string;
  author: Named;
  is_review: boolean;
  rating: number | null;
  created_at: string;
  is_deleted: boolean;
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: Named | null;
  /** A comment it answers is hidden, so visitors do not see this one either. */
  under_hidden: boolean;
  /** The page it is on: the comments grid's `model`, the page's title and its path on the site (null: none). */
  page: Readonly<{ model: string; title: string; path: string | null }>;
}>;

export type StaffCommentsPage = Readonly<{
  rows: readonly StaffCommentRow[];
  total: number;
  page: number;
  last_page: number;
}>;

/** The console's moderation of comments and reviews for a staff member (ADR 062); reads answer null when refused. */
export interface StaffCommentsApi {
  page(filter: ModerationFilter): Promise<StaffCommentsPage | null>;
  /** Hide a comment (and so its replies) with a reason. */
  hide(id: number, reason: string): Promise<SubmitResult>;
  /** Show a hidden comment again, as it was. */
  restore(id: number): Promise<SubmitResult>;
}
