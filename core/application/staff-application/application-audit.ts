import { Effect } from "effect";
import type { StoredAuditEntry } from "../../ports/audit-log.port";
import { accountNames } from "./account-names";
import { existingBooking } from "./existing-booking";
import type { StaffApplicationDeps, StaffBookingNotFound, StaffPageQuery } from "./staff-application-deps";

/** An audit entry with its actor's name ("" for the system or an account that is gone). */
export type NamedAuditEntry = StoredAuditEntry & { readonly actor_name: string };

export type ApplicationAuditPage = { readonly entries: readonly NamedAuditEntry[]; readonly total: number };

/** One page of the staff actions on an application (its documents, lines, messages and notes too), newest first. */
export const applicationAudit = (
  deps: Pick<StaffApplicationDeps, "bookings" | "users" | "audit">,
  booking_id: number,
  page: StaffPageQuery,
): Effect.Effect<ApplicationAuditPage, StaffBookingNotFound> =>
  Effect.gen(function* () {
    yield* existingBooking(deps, booking_id);
    const listed = yield* Effect.promise(() => deps.audit.list({ booking_id, ...page }));
    const names = yield* Effect.promise(() =>
      accountNames(
        deps.users,
        listed.entries.map((entry) => entry.actor_user_id),
      ),
    );
    const entries = listed.entries.map((entry) => ({
      ...entry,
      actor_name: entry.actor_user_id === null ? "" : (names.get(entry.actor_user_id) ?? ""),
    }));
    return { entries, total: listed.total };
  });
