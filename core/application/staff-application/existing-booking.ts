import { Effect } from "effect";
import type { StoredBooking } from "../../ports/booking-repository.port";
import type { StaffApplicationDeps, StaffBookingNotFound } from "./staff-application-deps";

/** The application staff act on, or BookingNotFound. */
export const existingBooking = (
  deps: Pick<StaffApplicationDeps, "bookings">,
  id: number,
): Effect.Effect<StoredBooking, StaffBookingNotFound> =>
  Effect.flatMap(
    Effect.promise(() => deps.bookings.find(id)),
    (booking) => (booking === null ? Effect.fail({ _tag: "BookingNotFound", id } as const) : Effect.succeed(booking)),
  );
