import { Effect } from "effect";
import { type RestoreRefusal, restoreState } from "../../domain/comment-moderation/comment-moderation-state";
import type { ModeratedComment } from "../../ports/comment-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
import { type ModeratedCommentNotFound, type ModerationDeps, moderationAudit } from "./moderation-deps";

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
  Effect.gen(function* () {
    const before = yield* Effect.promise(() => deps.comments.moderated(id));
    if (before === null) return yield* Effect.fail<ModeratedCommentNotFound>({ _tag: "ModeratedCommentNotFound", id });
    const next = yield* fromDomainResult(restoreState(before.moderation));
    if (!(yield* Effect.promise(() => deps.comments.restore(id, now)))) {
      return yield* Effect.fail<RestoreRefusal>({ _tag: "NotHidden" });
    }
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: actor,
        action: "comment.restore",
        subject_type: "comment",
        subject_id: id,
        booking_id: null,
        before: moderationAudit(before.moderation),
        after: moderationAudit(next),
        at: now,
      }),
    );
    const after = yield* Effect.promise(() => deps.comments.moderated(id));
    return after ?? (yield* Effect.die(new Error(`Comment ${id} vanished while it was restored`)));
  });
