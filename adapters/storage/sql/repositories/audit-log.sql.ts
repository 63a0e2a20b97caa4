import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { AuditLog, AuditQuery, AuditSubject, StoredAuditEntry } from "../../../../core/ports/audit-log.port";
import type { Database } from "../database";
import { auditLog as table } from "../schema";

const whereOf = (query: AuditQuery): SQL | undefined =>
  and(
    query.booking_id === undefined ? undefined : eq(table.booking_id, query.booking_id),
    query.actor_user_id === undefined ? undefined : eq(table.actor_user_id, query.actor_user_id),
    query.subject_type === undefined ? undefined : eq(table.subject_type, query.subject_type),
  );

/** The audit log in audit_log (PostgreSQL or PGlite): appended to, never changed. */
export function sqlAuditLog(db: Database): AuditLog {
  return {
    async record(entry) {
      await db.insert(table).values({
        actor_user_id: entry.actor_user_id,
        action: entry.action,
        subject_type: entry.subject_type,
        subject_id: entry.subject_id,
        booking_id: entry.booking_id,
        before: entry.before ?? null,
        after: entry.after ?? null,
        at: entry.at,
      });
    },

    async list(query) {
      const where = whereOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.at), desc(table.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(table).where(where),
      ]);
      const entries = rows.map((row): StoredAuditEntry => ({ ...row, subject_type: row.subject_type as AuditSubject }));
      return { entries, total: total?.n ?? 0 };
    },
  };
}
