import type { CommentModerationState } from "../../domain/comment-moderation/comment-moderation-state";
import type { AuditLog } from "../../ports/audit-log.port";
import type { CommentRepository } from "../../ports/comment-repository.port";

/** What the moderation use cases need (ADR 062): the comments and the staff console's audit log. */
export type ModerationDeps = Readonly<{ comments: CommentRepository; audit: AuditLog }>;

/** No comment has this id (hidden ones included: staff see them all). */
export type ModeratedCommentNotFound = Readonly<{ _tag: "ModeratedCommentNotFound"; id: number }>;

/** A comment's moderation as the audit log keeps it before and after an action. */
export const moderationAudit = (state: CommentModerationState): Readonly<Record<string, string>> =>
  state._tag === "Hidden" ? { visibility: "hidden", hidden_reason: state.reason } : { visibility: "visible" };
