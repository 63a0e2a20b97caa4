import { Effect } from "effect";
import type { BookingMessage } from "../../domain/messages/booking-message";
import { type MessageTextError, messageText } from "../../domain/messages/message-text";
import { fromDomainResult } from "../shared/from-domain-result";
import type { BookingNotFound, MessagesDeps } from "./messages-deps";
import { readableBooking } from "./readable-booking";

/**
 * A staff remark lands in the application's thread (the request for changes carries one). It tells no one by
 * itself: the status change it comes with notifies the applicant, remark included, so one change makes one letter.
 */
export const postStaffRemark = (
  deps: Pick<MessagesDeps, "bookings" | "messages" | "clock">,
  bookingId: number,
  staffUserId: number,
  raw: string,
): Effect.Effect<BookingMessage, BookingNotFound | MessageTextError> =>
  Effect.gen(function* () {
    yield* readableBooking(deps.bookings, { user_id: staffUserId, staff: true }, bookingId);
    const text = yield* fromDomainResult(messageText(raw));
    return yield* Effect.promise(() =>
      deps.messages.add({
        booking_id: bookingId,
        author: "staff",
        author_user_id: staffUserId,
        text,
        at: deps.clock.now(),
      }),
    );
  });
