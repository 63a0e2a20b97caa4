import type { AuditLog } from "../../ports/audit-log.port";
import type { BookingRepository } from "../../ports/booking-repository.port";
import type { StaffNotes } from "../../ports/staff-notes.port";
import type { StaffQueueRepository } from "../../ports/staff-queue-repository.port";
import type { UserRepository } from "../../ports/user-repository.port";

/** What the staff's own use cases of an application's page reach (ADR 057). */
export type StaffApplicationDeps = Readonly<{
  bookings: Pick<BookingRepository, "find">;
  users: Pick<UserRepository, "findById">;
  notes: StaffNotes;
  audit: AuditLog;
  /** Who handles an application: the queue's assignment (ADR 056). */
  assignments: Pick<StaffQueueRepository, "assignee">;
}>;

/** No such application. */
export type StaffBookingNotFound = { readonly _tag: "BookingNotFound"; readonly id: number };

/** A page of a list as the staff read it: the page number from 1 and its size. */
export type StaffPageQuery = { readonly page: number; readonly per_page: number };
