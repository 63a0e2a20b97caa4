import type { BookingStatusKey } from "../booking/booking-status";

/** The booking statuses that ask the applicant to pay: each points at the ledger lines set for it (ADR 054). */
export const PAYMENT_STATUSES = [
  "pending_payment",
  "pending_payment_2",
  "pending_payment_services",
] as const satisfies readonly BookingStatusKey[];

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Whether a stored status (raw text) is one of the payment statuses. */
export const isPaymentStatus = (status: string): status is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(status);
