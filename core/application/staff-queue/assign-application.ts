import { Effect } from "effect";
import type { AssigneeNotStaff, QueueBookingNotFound, StaffQueueDeps } from "./staff-queue-deps";

/** Who handles an application after an assignment (null: nobody). */
export type Assignment = Readonly<{ booking_id: number; assignee_user_id: number | null }>;

/**
 * A staff member takes an application, gives it to another staff member, or leaves it unassigned (`assignee` null);
 * the audit log records who did it and the assignee before and after.
 */
export const assignApplication = (
  deps: StaffQueueDeps,
  actor: number,
  bookingId: number,
  assignee: number | null,
  now: Date,
): Effect.Effect<Assignment, QueueBookingNotFound | AssigneeNotStaff> =>
  Effect.gen(function* () {
    if (assignee !== null) {
      const staff = yield* Effect.promise(() => deps.queue.staffMembers());
      if (!staff.some((member) => member.id === assignee)) {
        return yield* Effect.fail<AssigneeNotStaff>({ _tag: "AssigneeNotStaff" });
      }
    }
    const changed = yield* Effect.promise(() => deps.queue.assign(bookingId, assignee));
    if (changed === null) return yield* Effect.fail<QueueBookingNotFound>({ _tag: "QueueBookingNotFound" });
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: actor,
        action: "booking.assign",
        subject_type: "booking",
        subject_id: bookingId,
        booking_id: bookingId,
        before: { assignee_user_id: changed.before },
        after: { assignee_user_id: assignee },
        at: now,
      }),
    );
    return { booking_id: bookingId, assignee_user_id: assignee };
  });
