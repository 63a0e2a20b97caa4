import { Effect } from "effect";
import type { CommentModerationState } from "../../domain/comment-moderation/comment-moderation-state";
import type { ModeratedComment } from "../../ports/comment-repository.port";
import { type ModeratedCommentNotFound, type ModerationDeps, moderationAudit } from "./moderation-deps";

/** One moderation action: its audit name, the state it leads to, the store's change, and its refusal when lost. */
export type ModerationStep<E> = Readonly<{
  action: "comment.hide" | "comment.restore";
  /** The state after the action, or why the comment's state refuses it. */
  next: (before: CommentModerationState) => Effect.Effect<CommentModerationState, E>;
  /** Changes the stored comment; false when another staff member changed it first. */
  store: (id: number) => Promise<boolean>;
  /** The refusal when the store did not change it. */
  lost: E;
}>;

/**
 * The steps every moderation action shares (ADR 062): read the comment (hidden ones included), check the action
 * against its state, change the store only if nobody changed it since, record who, when, the state before and
 * after in the audit log, and answer the comment as it is now.
 */
export const moderate = <E>(
  deps: ModerationDeps,
  actor: number,
  id: number,
  now: Date,
  step: ModerationStep<E>,
): Effect.Effect<ModeratedComment, ModeratedCommentNotFound | E> =>
  Effect.gen(function* () {
    const before = yield* Effect.promise(() => deps.comments.moderated(id));
    if (before === null) return yield* Effect.fail<ModeratedCommentNotFound>({ _tag: "ModeratedCommentNotFound", id });
    const next = yield* step.next(before.moderation);
    if (!(yield* Effect.promise(() => step.store(id)))) return yield* Effect.fail(step.lost);
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: actor,
        action: step.action,
        subject_type: "comment",
        subject_id: id,
        booking_id: null,
        before: moderationAudit(before.moderation),
        after: moderationAudit(next),
        at: now,
      }),
    );
    const after = yield* Effect.promise(() => deps.comments.moderated(id));
    return after ?? (yield* Effect.die(new Error(`Comment ${id} vanished during ${step.action}`)));
  });
