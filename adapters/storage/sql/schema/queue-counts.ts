import { integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * How many applications each status holds, kept by triggers on `bookings` (migration 0017, ADR 056): the staff
 * queue's counts without a filter read these few rows instead of counting every application.
 */
export const bookingStatusCounts = pgTable("booking_status_counts", {
  status: text().primaryKey(),
  n: integer().notNull(),
});
