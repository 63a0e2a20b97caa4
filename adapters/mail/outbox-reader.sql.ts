import { count, desc, eq, ilike } from "drizzle-orm";
import type { OutboxMail, OutboxReader } from "../../core/ports/outbox-reader.port";
import type { Database } from "../storage/sql/database";
import { mailOutbox } from "../storage/sql/schema";

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const mailOf = (row: typeof mailOutbox.$inferSelect): OutboxMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  created_at: row.created_at,
  sent_at: row.sent_at,
  attempts: row.attempts,
  last_error: row.last_error,
});

/** The staff console's read of mail_outbox (ADR 058): newest first, by recipient. */
export function sqlOutboxReader(db: Database): OutboxReader {
  return {
    async list({ to, page, per_page }) {
      const where = to === undefined ? undefined : ilike(mailOutbox.to, `%${literal(to)}%`);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(mailOutbox).where(where),
      ]);
      return { mails: rows.map(mailOf), total: total?.n ?? 0 };
    },
    async find(id) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row ? mailOf(row) : null;
    },
  };
}
