/** A plain-text e-mail. */
export type Mail = Readonly<{ to: string; subject: string; text: string }>;

/**
 * Sends e-mail. Resolves once the mail is accepted for delivery (written to the outbox, at least); delivery
 * itself may happen later. Rejects only on a defect (e.g. the database is gone).
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
