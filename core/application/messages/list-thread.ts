import { Effect } from "effect";
import type { BookingMessage } from "../../domain/messages/booking-message";
import type { BookingNotFound, MessagesDeps, ThreadReader } from "./messages-deps";
import { readableBooking } from "./readable-booking";

/** An application's thread, oldest first, for its applicant or staff; anyone else finds no such application. */
export const listThread = (
  deps: Pick<MessagesDeps, "bookings" | "messages">,
  reader: ThreadReader,
  bookingId: number,
): Effect.Effect<readonly BookingMessage[], BookingNotFound> =>
  Effect.gen(function* () {
    yield* readableBooking(deps.bookings, reader, bookingId);
    return yield* Effect.promise(() => deps.messages.list(bookingId));
  });
