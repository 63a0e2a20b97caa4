import { Effect } from "effect";
import { type HideRefusal, hideState } from "../../domain/comment-moderation/comment-moderation-state";
import { type ModerationReasonError, moderationReason } from "../../domain/comment-moderation/moderation-reason";
import type { ModeratedComment } from "../../ports/comment-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
import type { ModeratedCommentNotFound, ModerationDeps } from "./moderation-deps";
import { moderate } from "./moderation-step";

export type HideCommentFailure = ModeratedCommentNotFound | ModerationReasonError | HideRefusal;

/**
 * A staff member hides a comment or review with a reason (ADR 062): it and its replies vanish for visitors, and its
 * institution's counts and review mean are recounted; the audit log records who, when, the state before and after.
 */
export const hideComment = (
  deps: ModerationDeps,
  actor: number,
  id: number,
  rawReason: string,
  now: Date,
): Effect.Effect<ModeratedComment, HideCommentFailure> =>
  Effect.gen(function* () {
    const reason = yield* fromDomainResult(moderationReason(rawReason));
    const hiding = { at: now, reason, by: actor };
    return yield* moderate<HideCommentFailure>(deps, actor, id, now, {
      action: "comment.hide",
      next: (before) => fromDomainResult(hideState(before, hiding)),
      // Another staff member may have hidden it since it was read: the store hides only a comment that is not hidden.
      store: (comment) => deps.comments.hide(comment, hiding),
      lost: { _tag: "AlreadyHidden" },
    });
  });
