/**
 * Booking status keys as the API sends them, in display order (spec 4).
 * The spec table lists twelve rows; its order numbers skip 10 and 11 (see docs/adr/004-booking-transitions.md).
 */
export const BOOKING_STATUSES = [
  "registering",
  "checking",
  "in_review",
  "being_signed",
  "pending_cancellation",
  "pending_payment",
  "pending_payment_2",
  "pending_payment_services",
  "processing",
  "sent",
  "cancelled",
  "waiting",
] as const;

export type BookingStatusKey = (typeof BOOKING_STATUSES)[number];
