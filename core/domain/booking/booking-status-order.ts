import type { BookingStatusKey } from "./booking-status";

/** The display order number of each status exactly as the spec table gives it (10 and 11 are unused). */
export const BOOKING_STATUS_ORDER: Readonly<Record<BookingStatusKey, number>> = {
  registering: 1,
  checking: 2,
  in_review: 3,
  being_signed: 4,
  pending_cancellation: 5,
  pending_payment: 6,
  pending_payment_2: 7,
  pending_payment_services: 8,
  processing: 9,
  sent: 12,
  cancelled: 13,
  waiting: 14,
};
