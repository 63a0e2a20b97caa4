import type { BookingMessage } from "../../../core/domain/messages/booking-message";
import type { BookingMessageRepository } from "../../../core/ports/booking-message-repository.port";

/**
 * The in-memory threads. `authorName` names a writer as the SQL adapter's join with the accounts does (tests pass
 * the names of the accounts they made; "" by default).
 */
export function memoryBookingMessageRepository(
  authorName: (userId: number) => string = () => "",
): BookingMessageRepository {
  const rows: BookingMessage[] = [];
  const named = (message: BookingMessage): BookingMessage => ({
    ...message,
    author_name: message.author_user_id === null ? "" : authorName(message.author_user_id),
  });
  return {
    async add(message) {
      const stored: BookingMessage = {
        id: rows.length + 1,
        booking_id: message.booking_id,
        author: message.author,
        author_user_id: message.author_user_id,
        author_name: "",
        text: message.text,
        created_at: message.at,
      };
      rows.push(stored);
      return named(stored);
    },
    list: async (bookingId) =>
      rows
        .filter((row) => row.booking_id === bookingId)
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id)
        .map(named),
  };
}
