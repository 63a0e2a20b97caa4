import { Effect } from "effect";
import type { BookingMessage } from "../../domain/messages/booking-message";
import { messageExcerpt } from "../../domain/messages/message-excerpt";
import type { MessageTextError } from "../../domain/messages/message-text";
import type { BookingNotFound, MessagesDeps } from "./messages-deps";
import { postStaffRemark } from "./post-staff-remark";

/** Staff write to the applicant in the application's thread; the applicant is notified (MessageReceived) and the
 * message is audited (ADR 057). */
export const postStaffMessage = (
  deps: MessagesDeps,
  bookingId: number,
  staffUserId: number,
  raw: string,
): Effect.Effect<BookingMessage, BookingNotFound | MessageTextError> =>
  Effect.gen(function* () {
    const message = yield* postStaffRemark(deps, bookingId, staffUserId, raw);
    const booking = yield* Effect.promise(() => deps.bookings.find(bookingId));
    if (booking === null) return yield* Effect.die(new Error(`Booking ${bookingId} vanished while staff wrote to it`));
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id: staffUserId,
        action: "message.post",
        subject_type: "message",
        subject_id: message.id,
        booking_id: bookingId,
        before: null,
        after: { text: message.text },
        at: message.created_at,
      }),
    );
    yield* Effect.promise(() =>
      deps.notifier.notify({
        _tag: "MessageReceived",
        booking_id: bookingId,
        user_id: booking.user_id,
        excerpt: messageExcerpt(message.text),
      }),
    );
    return message;
  });
