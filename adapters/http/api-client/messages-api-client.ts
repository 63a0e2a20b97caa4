import type { MessagesApi } from "../../../core/ports/messages-api.port";
import { BOOKING_MESSAGES_ROUTES as M } from "../contract/booking-messages.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";
import { submitResultOf } from "./submit-result-of";

/** An application's thread over HTTP: a failed read is null (not the visitor's, or unavailable). */
export function messagesApiClient({ call }: ApiTransport): MessagesApi {
  return {
    thread: async (bookingId) => {
      const thread = valueOr(await call(M.bookingMessages, { params: { id: String(bookingId) } }), null);
      return thread === null ? null : thread.data;
    },
    post: async (bookingId, text) =>
      submitResultOf(
        await call(M.postBookingMessage, { params: { id: String(bookingId) }, body: { text } }),
        (message) => message,
      ),
  };
}
