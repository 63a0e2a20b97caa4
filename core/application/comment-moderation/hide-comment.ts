import { Effect } from "effect";
import { type HideRefusal, hideState } from "../../domain/comment-moderation/comment-moderation-state";
import { type ModerationReasonError, moderationReason } from "../../domain/comment-moderation/moderation-reason";
import type { ModeratedComment } from "../../ports/comment-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
import { type ModeratedCommentNotFound, type ModerationDeps, moderationAudit } from "./moderation-deps";

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
    const before = yield* Effect.promise(() => deps.comments.moderated(id));
    if (before === null) return yield* Effect.fail<ModeratedCommentNotFound>({ _tag: "ModeratedCommentNotFound", id });
    const reason = yield* fromDomainResult(moderationReason(rawReason));
    const hiding = { at: now, reason, by: actor };
    const next = yield* fromDomainResult(hideState(before.moderation, hiding));
    // Another staff member may have hidden it since it was read: the store hides only a comment that is not hidden.
    if (!(yield* Effect.promise(() => deps.comments.hide(id, hiding)))) {
      return yield* Effect.fail<HideRefusal>({ _tag: "AlreadyHidden" });
    }
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: actor,
        action: "comment.hide",
        subject_type: "comment",
        subject_id: id,
        booking_id: null,
        before: moderationAudit(before.moderation),
        after: moderationAudit(next),
        at: now,
      }),
    );
    const after = yield* Effect.promise(() => deps.comments.moderated(id));
    return after ?? (yield* Effect.die(new Error(`Comment ${id} vanished while it was hidden`)));
  });
