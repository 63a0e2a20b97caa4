import { and, asc, eq, inArray } from "drizzle-orm";
import type { PaymentStatus } from "../../../../core/domain/booking/move-requirements";
import type { BookingGates } from "../../../../core/ports/booking-gates.port";
import type { Database } from "../database";
import { bookingDocuments, bookingLedgerLines } from "../schema";

/** The document stages in which a document counts as handed in (ADR 051, ADR 052). */
export const HANDED_IN_STAGES = ["uploaded", "accepted"] as const;

/** The booking gates over the documents and ledger tables. */
export function sqlBookingGates(db: Database): BookingGates {
  return {
    async missingDocuments(booking_id) {
      const rows = await db
        .select({ title: bookingDocuments.title, stage: bookingDocuments.stage })
        .from(bookingDocuments)
        .where(and(eq(bookingDocuments.booking_id, booking_id), eq(bookingDocuments.mandatory, true)))
        .orderBy(asc(bookingDocuments.position), asc(bookingDocuments.id));
      return rows.filter((row) => !(HANDED_IN_STAGES as readonly string[]).includes(row.stage)).map((row) => row.title);
    },
    async hasDueLine(booking_id: number, status: PaymentStatus) {
      const [row] = await db
        .select({ id: bookingLedgerLines.id })
        .from(bookingLedgerLines)
        .where(
          and(
            eq(bookingLedgerLines.booking_id, booking_id),
            eq(bookingLedgerLines.payment_stage, status),
            inArray(bookingLedgerLines.state, ["due"]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
