import type { ThreadMessage } from "../domain/messages/thread-message";
import type { SubmitResult } from "./submit-result";

/** An application's thread as the applicant reads and writes it (docs/adr/053-application-messages-and-notifications.md). */
export interface MessagesApi {
  /** GET /bookings/{id}/messages, oldest first; null when the application is not the visitor's or cannot be read. */
  thread(bookingId: number): Promise<readonly ThreadMessage[] | null>;
  /** POST /bookings/{id}/messages as the applicant. */
  post(bookingId: number, text: string): Promise<SubmitResult<ThreadMessage>>;
}
