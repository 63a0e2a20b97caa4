import type { BookingMessage, MessageAuthor } from "./booking-message";

/** A message of an application's thread as the site shows it (the API's answer: the time as ISO-8601 text). */
export type ThreadMessage = {
  readonly id: number;
  readonly author: MessageAuthor;
  readonly author_name: string;
  readonly text: string;
  readonly created_at: string;
};

/** A stored message as the API answers it. */
export const threadMessageOf = (message: BookingMessage): ThreadMessage => ({
  id: message.id,
  author: message.author,
  author_name: message.author_name,
  text: message.text,
  created_at: message.created_at.toISOString(),
});
