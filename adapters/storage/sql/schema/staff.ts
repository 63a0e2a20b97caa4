import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { bookings } from "./community";
import { users } from "./users";

/**
 * The staff console's SLA per booking status (ADR 056): how many hours an application may stand in the status
 * before it is overdue. A status with no row has no clock (it waits on the student or on a payment).
 */
export const staffSla = pgTable("staff_sla", {
  status: text().primaryKey(),
  hours: integer().notNull(),
  updated_at: updatedAt(),
});

/** Notes the staff keep on an application; never shown to the student (ADR 057). */
export const staffNotes = pgTable(
  "staff_notes",
  {
    id: id(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    author_user_id: integer()
      .notNull()
      .references(() => users.id),
    text: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [index("staff_notes_booking_idx").on(t.booking_id, t.created_at)],
);

/**
 * Every staff action (ADR 057): who, when, what, on which object, and the object's state before and after.
 * `booking_id` ties an action to an application (also for its documents, lines and messages) for its page.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actor_user_id: integer().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    subject_type: text().notNull(),
    subject_id: integer().notNull(),
    booking_id: integer().references(() => bookings.id, { onDelete: "cascade" }),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    at: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_booking_idx").on(t.booking_id, t.at),
    index("audit_log_subject_idx").on(t.subject_type, t.subject_id, t.at),
    index("audit_log_at_idx").on(t.at),
  ],
);
