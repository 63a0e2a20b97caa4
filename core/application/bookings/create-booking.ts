import { Effect } from "effect";
import { FINAL_BOOKING_STATUSES } from "../../domain/booking/booking-status-kind";
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
export const createBooking = (
  { bookings }: CreateBookingDeps,
  user_id: number,
  target: BookingTarget,
  now: Date,
): Effect.Effect<BookingDetails, CreateBookingError> =>
  Effect.gen(function* () {
    const resolved = yield* Effect.promise(() => bookings.resolveTarget(target));
    if (resolved === null) return yield* Effect.fail({ _tag: "TargetNotFound", target } as const);
    const booking = yield* Effect.mapError(
      bookings.create(user_id, resolved, FINAL_BOOKING_STATUSES, now),
      ({ existing_id }) => ({ _tag: "DuplicateBooking", existing_id }) as const,
    );
    const view = yield* Effect.promise(() => bookings.view(booking.id));
    if (view === null) return yield* Effect.die(new Error(`Booking ${booking.id} vanished right after it was created`));
    return bookingDetails(view, "user");
  });
