import { Effect } from "effect";
import type { BookingMessage } from "../../domain/messages/booking-message";
import { type MessageTextError, messageText } from "../../domain/messages/message-text";
import { fromDomainResult } from "../shared/from-domain-result";
import type { BookingNotFound, MessagesDeps } from "./messages-deps";
import { readableBooking } from "./readable-booking";

/** The applicant writes to the staff in the thread of their own application (someone else's is not found). */
export const postApplicantMessage = (
  deps: Pick<MessagesDeps, "bookings" | "messages" | "clock">,
  userId: number,
  bookingId: number,
  raw: string,
): Effect.Effect<BookingMessage, BookingNotFound | MessageTextError> =>
  Effect.gen(function* () {
    yield* readableBooking(deps.bookings, { user_id: userId, staff: false }, bookingId);
    const text = yield* fromDomainResult(messageText(raw));
    return yield* Effect.promise(() =>
      deps.messages.add({
        booking_id: bookingId,
        author: "applicant",
        author_user_id: userId,
        text,
        at: deps.clock.now(),
      }),
    );
  });
