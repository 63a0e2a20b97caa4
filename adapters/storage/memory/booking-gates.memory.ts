import type { PaymentStatus } from "../../../core/domain/booking/move-requirements";
import type { BookingGates, BookingRemarks } from "../../../core/ports/booking-gates.port";

type Document = { readonly title: string; readonly mandatory: boolean; readonly done: boolean };
type Line = { readonly status: PaymentStatus; readonly due: boolean };

/** In-memory gates for unit tests: the checklist and the ledger lines are set by the test. */
export function memoryBookingGates(): BookingGates & {
  setDocuments(booking_id: number, documents: readonly Document[]): void;
  setLedger(booking_id: number, lines: readonly Line[]): void;
} {
  const documents = new Map<number, readonly Document[]>();
  const ledgers = new Map<number, readonly Line[]>();
  return {
    setDocuments: (booking_id, list) => void documents.set(booking_id, list),
    setLedger: (booking_id, lines) => void ledgers.set(booking_id, lines),
    missingDocuments: async (booking_id) =>
      (documents.get(booking_id) ?? []).filter((d) => d.mandatory && !d.done).map((d) => d.title),
    hasDueLine: async (booking_id, status) =>
      (ledgers.get(booking_id) ?? []).some((line) => line.status === status && line.due),
  };
}

/** Remarks kept in memory, in order. */
export function memoryBookingRemarks(): BookingRemarks & {
  readonly posted: readonly { booking_id: number; staff_user_id: number; text: string; at: Date }[];
} {
  const posted: { booking_id: number; staff_user_id: number; text: string; at: Date }[] = [];
  return {
    posted,
    post: async (booking_id, staff_user_id, text, at) => void posted.push({ booking_id, staff_user_id, text, at }),
  };
}
