import type { PaymentStatus } from "../domain/booking/move-requirements";

/** What the booking moves check beyond the status machine (ADR 051): the documents and the money of a booking. */
export interface BookingGates {
  /** The titles of the booking's mandatory documents not yet uploaded or accepted, in checklist order. */
  missingDocuments(booking_id: number): Promise<readonly string[]>;
  /** Whether the booking has a ledger line due in this payment status. */
  hasDueLine(booking_id: number, status: PaymentStatus): Promise<boolean>;
}

/** Where a staff remark given with a move is written for the applicant to read: the application's thread. */
export interface BookingRemarks {
  post(booking_id: number, staff_user_id: number, text: string, at: Date): Promise<void>;
}
