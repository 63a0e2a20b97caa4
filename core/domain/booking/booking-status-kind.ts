import { match, P } from "ts-pattern";
import type { BookingStatusKey } from "./booking-status";

/** Statuses in which the booking moves forward through its normal flow. */
export const ACTIVE_BOOKING_STATUSES = [
  "registering",
  "checking",
  "in_review",
  "being_signed",
  "pending_payment",
  "pending_payment_2",
  "pending_payment_services",
  "processing",
] as const satisfies readonly BookingStatusKey[];

/** Holds: the booking is paused and remembers the active status it came from. */
export const HOLD_BOOKING_STATUSES = ["pending_cancellation", "waiting"] as const satisfies readonly BookingStatusKey[];

/** Final statuses accept no further command. */
export const FINAL_BOOKING_STATUSES = ["sent", "cancelled"] as const satisfies readonly BookingStatusKey[];

export type ActiveBookingStatus = (typeof ACTIVE_BOOKING_STATUSES)[number];
export type HoldBookingStatus = (typeof HOLD_BOOKING_STATUSES)[number];
export type FinalBookingStatus = (typeof FINAL_BOOKING_STATUSES)[number];

export type BookingStatusKind = "active" | "hold" | "final";

/** Which of the three kinds a status is; the three lists above partition BOOKING_STATUSES. */
export const bookingStatusKind = (key: BookingStatusKey): BookingStatusKind =>
  match(key)
    .returnType<BookingStatusKind>()
    .with(P.union(...ACTIVE_BOOKING_STATUSES), () => "active")
    .with(P.union(...HOLD_BOOKING_STATUSES), () => "hold")
    .with(P.union(...FINAL_BOOKING_STATUSES), () => "final")
    .exhaustive();
