import { FINAL_BOOKING_STATUSES } from "../../domain/booking/booking-status-kind";
import { err, ok, type Result } from "../../domain/shared/result";
import type { BookingRepository, BookingTarget } from "../../ports/booking-repository.port";
import { type BookingDetails, bookingDetails } from "./booking-details";

export type CreateBookingError =
  | { readonly _tag: "TargetNotFound"; readonly target: BookingTarget }
  /** The user already has an open booking of this base or program. */
  | { readonly _tag: "DuplicateBooking"; readonly existing_id: number };

export type CreateBookingDeps = { readonly bookings: BookingRepository };

/**
 * Places a booking in `registering`. A user may hold one open booking per education base (or per degree program
 * for a program booking); once it is sent or cancelled, a new one may be placed.
 */
export const createBooking = async (
  { bookings }: CreateBookingDeps,
  user_id: number,
  target: BookingTarget,
  now: Date,
): Promise<Result<BookingDetails, CreateBookingError>> => {
  const resolved = await bookings.resolveTarget(target);
  if (resolved === null) return err({ _tag: "TargetNotFound", target });
  const outcome = await bookings.create(user_id, resolved, FINAL_BOOKING_STATUSES, now);
  if (outcome._tag === "Duplicate") return err({ _tag: "DuplicateBooking", existing_id: outcome.existing_id });
  const view = await bookings.view(outcome.booking.id);
  if (view === null) throw new Error(`Booking ${outcome.booking.id} vanished right after it was created`);
  return ok(bookingDetails(view, "user"));
};
