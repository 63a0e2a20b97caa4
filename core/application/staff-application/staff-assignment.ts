import { Effect } from "effect";
import type { NamedRef } from "../../ports/staff-queue-repository.port";
import type { StaffApplicationDeps, StaffBookingNotFound } from "./staff-application-deps";

/** Who handles an application as its page shows it: the staff member with their name, or nobody (null). */
export type StaffAssignment = { readonly assignee: NamedRef | null };

/** The application's assignee (ADR 057), read from the application itself; no such application: BookingNotFound. */
export const staffAssignment = (
  deps: Pick<StaffApplicationDeps, "assignments">,
  booking_id: number,
): Effect.Effect<StaffAssignment, StaffBookingNotFound> =>
  Effect.flatMap(
    Effect.promise(() => deps.assignments.assignee(booking_id)),
    (found) =>
      found === null
        ? Effect.fail({ _tag: "BookingNotFound", id: booking_id } as const)
        : Effect.succeed({ assignee: found.assignee }),
  );
