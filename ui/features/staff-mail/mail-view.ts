import type { OutboxMail } from "../../../core/ports/outbox-reader.port";

/** A mail as the page shows it: plain data, times as ISO text. */
export type MailView = Readonly<{
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string;
}>;

export const mailView = (mail: OutboxMail): MailView => ({
  ...mail,
  created_at: mail.created_at.toISOString(),
  sent_at: mail.sent_at?.toISOString() ?? null,
});
