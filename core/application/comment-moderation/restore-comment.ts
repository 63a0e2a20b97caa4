import type { Effect } from "effect";
import { type RestoreRefusal, restoreState } from "../../domain/comment-moderation/comment-moderation-state";
import type { ModeratedComment } from "../../ports/comment-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
import type { ModeratedCommentNotFound, ModerationDeps } from "./moderation-deps";
import { moderate } from "./moderation-step";

export type RestoreCommentFailure = ModeratedCommentNotFound | RestoreRefusal;

/**
 * A staff member shows a hidden comment again (ADR 062): it comes back as it was, with its replies, and the counts
 * are recounted; the audit log records who, when, the state before and after.
 */
export const restoreComment = (
  deps: ModerationDeps,
  actor: number,
  id: number,
  now: Date,
): Effect.Effect<ModeratedComment, RestoreCommentFailure> =>
  moderate<RestoreRefusal>(deps, actor, id, now, {
    action: "comment.restore",
    next: (before) => fromDomainResult(restoreState(before)),
    store: (comment) => deps.comments.restore(comment, now),
    lost: { _tag: "NotHidden" },
  });
