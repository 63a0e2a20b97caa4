import { Effect } from "effect";
import type { BookingRepository, StoredBooking } from "../../ports/booking-repository.port";
import type { BookingNotFound, ThreadReader } from "./messages-deps";

/** The application, when the reader may see it: its applicant, or any staff member. */
export const readableBooking = (
  bookings: BookingRepository,
  reader: ThreadReader,
  id: number,
): Effect.Effect<StoredBooking, BookingNotFound> =>
  Effect.gen(function* () {
    const stored = yield* Effect.promise(() => bookings.find(id));
    if (stored === null || (!reader.staff && stored.user_id !== reader.user_id)) {
      return yield* Effect.fail({ _tag: "BookingNotFound", id } as const);
    }
    return stored;
  });
