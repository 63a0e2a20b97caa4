/** Who wrote a message of an application's thread: its applicant or the agency's staff. */
export type MessageAuthor = "applicant" | "staff";

/** One message of an application's thread (docs/adr/053-application-messages-and-notifications.md). */
export type BookingMessage = {
  readonly id: number;
  readonly booking_id: number;
  readonly author: MessageAuthor;
  /** The account that wrote it; null once that account is deleted. */
  readonly author_user_id: number | null;
  /** The writer's first and last name as the account has them now ("" when unknown). */
  readonly author_name: string;
  readonly text: string;
  readonly created_at: Date;
};
