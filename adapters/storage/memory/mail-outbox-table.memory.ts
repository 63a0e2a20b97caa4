import type { MailOutbox } from "../../mail/mail-outbox.sql";
import type { OutboxMail, OutboxReader } from "../../../core/ports/outbox-reader.port";

/** The mail_outbox table in memory: what the mailers write (MailOutbox) and what the console reads (OutboxReader). */
export function memoryMailOutboxTable(): MailOutbox & OutboxReader {
  const rows: OutboxMail[] = [];
  const update = (id: number, change: (row: OutboxMail) => OutboxMail) => {
    const index = rows.findIndex((row) => row.id === id);
    const row = rows[index];
    if (row !== undefined) rows[index] = change(row);
  };
  const entryOf = (row: OutboxMail) => ({
    id: row.id,
    mail: { to: row.to, subject: row.subject, text: row.text },
    createdAt: row.created_at,
  });
  return {
    async add(mail, now) {
      const id = rows.length + 1;
      rows.push({ id, ...mail, created_at: now, sent_at: null, attempts: 0, last_error: "" });
      return id;
    },
    async pending(createdAfter, limit) {
      return rows
        .filter((row) => row.sent_at === null && row.created_at > createdAfter)
        .slice(0, limit)
        .map(entryOf);
    },
    async markSent(id, at) {
      update(id, (row) => ({ ...row, sent_at: at, attempts: row.attempts + 1, last_error: "" }));
    },
    async markFailed(id, error) {
      update(id, (row) => ({ ...row, attempts: row.attempts + 1, last_error: error }));
    },
    async latest(limit) {
      return [...rows].reverse().slice(0, limit).map(entryOf);
    },
    async list({ to, page, per_page }) {
      const needle = to?.toLowerCase();
      const matching = [...rows]
        .reverse()
        .filter((row) => needle === undefined || row.to.toLowerCase().includes(needle));
      const start = (page - 1) * per_page;
      return { mails: matching.slice(start, start + per_page), total: matching.length };
    },
    async find(id) {
      return rows.find((row) => row.id === id) ?? null;
    },
  };
}
