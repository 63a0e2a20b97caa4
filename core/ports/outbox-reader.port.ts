/** One mail of the outbox as the staff console shows it (ADR 058): to whom, what, when, and how delivery went. */
export type OutboxMail = Readonly<{
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: Date;
  /** When the mail server accepted it; null while it is undelivered (always, without SMTP). */
  sent_at: Date | null;
  /** Delivery tries so far, and the last refusal's text (blank when none failed). */
  attempts: number;
  last_error: string;
}>;

/** `to`: only the mails whose recipient contains this text, in any case. */
export type OutboxQuery = Readonly<{ to?: string; page: number; per_page: number }>;

/** A page of the outbox, newest first, and how many match in all. */
export type OutboxPage = Readonly<{ mails: readonly OutboxMail[]; total: number }>;

/** Reads what the site sent: for support, and for whoever runs the site without a mail server. */
export interface OutboxReader {
  list(query: OutboxQuery): Promise<OutboxPage>;
  find(id: number): Promise<OutboxMail | null>;
}
