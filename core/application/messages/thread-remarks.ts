import type { BookingMessageRepository } from "../../ports/booking-message-repository.port";
import type { BookingRemarks } from "../../ports/booking-gates.port";
import { messageText } from "../../domain/messages/message-text";

/**
 * The staff remark of a move, written to the application's thread as a staff message (ADR 051, ADR 053): the one
 * writer of the thread. It tells no one by itself; the move's StatusChanged carries the remark to the applicant.
 * The move's contract keeps a remark within the message rule; one that breaks it is a defect.
 */
export const threadRemarks = (messages: BookingMessageRepository): BookingRemarks => ({
  async post(booking_id, staff_user_id, raw, at) {
    const text = messageText(raw);
    if (!text.ok) throw new Error(`A staff remark the thread cannot take: ${text.error._tag}`);
    await messages.add({ booking_id, author: "staff", author_user_id: staff_user_id, text: text.value, at });
  },
});
