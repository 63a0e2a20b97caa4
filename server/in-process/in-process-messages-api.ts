import { Result } from "effect";
import { listThread } from "../../core/application/messages/list-thread";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { threadMessageOf } from "../../core/domain/messages/thread-message";
import type { BookingMessageRepository } from "../../core/ports/booking-message-repository.port";
import type { BookingRepository } from "../../core/ports/booking-repository.port";
import type { MessagesApi } from "../../core/ports/messages-api.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";

/**
 * The thread port on the server (ADR 039, ADR 053): the messages tab reads the thread in-process with the
 * visitor's session (the applicant's own, or any for staff, as the API); writing goes through the API (its rate
 * limit and the notification), and so does the read while the token has expired.
 */
export function inProcessMessagesApi(
  deps: Readonly<{ bookings: BookingRepository; messages: BookingMessageRepository }>,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: MessagesApi }>,
): MessagesApi {
  return {
    ...request.http,
    thread: async (bookingId) => {
      try {
        const auth = await request.authentication();
        if (auth._tag === "Expired") return await request.http.thread(bookingId);
        if (auth._tag !== "Authenticated") return null;
        const { userId, role } = auth.viewer;
        const reader = { user_id: userId, staff: role === "staff" || role === "admin" };
        const thread = await runUseCase(listThread(deps, reader, bookingId));
        return Result.isSuccess(thread) ? thread.success.map(threadMessageOf) : null;
      } catch (error) {
        console.error("In-process thread read failed:", error);
        return null;
      }
    },
  };
}
