import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Mail } from "../../core/ports/mailer.port";
import type { Database } from "../storage/sql/database";
import { mailOutbox } from "../storage/sql/schema";

export type OutboxEntry = Readonly<{ id: number; mail: Mail; createdAt: Date }>;

/** The mail_outbox table: every mail the site sends, and whether it has been delivered. */
export type MailOutbox = Readonly<{
  add(mail: Mail, now: Date): Promise<number>;
  /** Undelivered mails created after `createdAfter`, oldest first. */
  pending(createdAfter: Date, limit: number): Promise<readonly OutboxEntry[]>;
  /** A delivery that worked: counts the try and clears the last error. */
  markSent(id: number, at: Date): Promise<void>;
  /** A delivery the mail server refused (or could not be reached for): counts the try and keeps the error's text. */
  markFailed(id: number, error: string): Promise<void>;
  /** The newest mails, sent or not, newest first (`npm run mail`). */
  latest(limit: number): Promise<readonly OutboxEntry[]>;
}>;

/** The longest error text kept (a mail server's answer is a line or two; a stack trace is not kept). */
const LAST_ERROR_MAX = 500;

const entryOf = (row: typeof mailOutbox.$inferSelect): OutboxEntry => ({
  id: row.id,
  mail: { to: row.to, subject: row.subject, text: row.text },
  createdAt: row.created_at,
});

export function sqlMailOutbox(db: Database): MailOutbox {
  return {
    async add(mail: Mail, now: Date) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, created_at: now })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("The outbox insert returned no row");
      return row.id;
    },
    async pending(createdAfter: Date, limit: number) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sent_at), gt(mailOutbox.created_at, createdAfter)))
        .orderBy(asc(mailOutbox.id))
        .limit(limit);
      return rows.map(entryOf);
    },
    async latest(limit: number) {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
      return rows.map(entryOf);
    },
    async markSent(id: number, at: Date) {
      await db
        .update(mailOutbox)
        .set({ sent_at: at, attempts: sql`${mailOutbox.attempts} + 1`, last_error: "" })
        .where(eq(mailOutbox.id, id));
    },
    async markFailed(id: number, error: string) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, last_error: error.slice(0, LAST_ERROR_MAX) })
        .where(eq(mailOutbox.id, id));
    },
  };
}
