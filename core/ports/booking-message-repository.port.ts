import type { BookingMessage, MessageAuthor } from "../domain/messages/booking-message";

/** A message to store: the text is already checked (`messageText`). */
export type NewBookingMessage = {
  readonly booking_id: number;
  readonly author: MessageAuthor;
  readonly author_user_id: number;
  readonly text: string;
  readonly at: Date;
};

/** The thread of each application (docs/adr/053-application-messages-and-notifications.md). */
export interface BookingMessageRepository {
  /** Stores a message of an existing booking and answers it as `list` will show it. */
  add(message: NewBookingMessage): Promise<BookingMessage>;
  /** The booking's messages, oldest first (ties by id); none for an unknown booking. */
  list(booking_id: number): Promise<readonly BookingMessage[]>;
}
