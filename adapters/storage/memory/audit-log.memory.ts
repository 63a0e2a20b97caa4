import type { AuditLog, StoredAuditEntry } from "../../../core/ports/audit-log.port";

/** The audit log for unit tests: entries kept in memory, listed newest first like the SQL adapter. */
export function memoryAuditLog(): AuditLog & { readonly entries: readonly StoredAuditEntry[] } {
  const entries: StoredAuditEntry[] = [];
  return {
    entries,
    record(entry) {
      entries.push({ ...entry, id: entries.length + 1 });
      return Promise.resolve();
    },
    list(query) {
      const matching = entries
        .filter(
          (entry) =>
            (query.booking_id === undefined || entry.booking_id === query.booking_id) &&
            (query.actor_user_id === undefined || entry.actor_user_id === query.actor_user_id) &&
            (query.subject_type === undefined || entry.subject_type === query.subject_type),
        )
        .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
      const start = (query.page - 1) * query.per_page;
      return Promise.resolve({ entries: matching.slice(start, start + query.per_page), total: matching.length });
    },
  };
}
