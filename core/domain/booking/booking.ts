import type { BookingHistoryEntry } from "./booking-history-entry";
import type { ActiveBookingStatus, FinalBookingStatus, HoldBookingStatus } from "./booking-status-kind";

/** Where a booking stands; a hold always remembers the active status it returns to. */
export type BookingPhase =
  | { readonly status: ActiveBookingStatus }
  | { readonly status: HoldBookingStatus; readonly resume: ActiveBookingStatus }
  | { readonly status: FinalBookingStatus };

/** A booking (application) as the status machine sees it. */
export type Booking = BookingPhase & { readonly id: string; readonly history: readonly BookingHistoryEntry[] };

/** A freshly placed booking: registering, no history. */
export const startBooking = (id: string): Booking => ({ id, status: "registering", history: [] });
