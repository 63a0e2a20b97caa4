import { type AuditChange, auditChanges } from "../../../core/domain/audit/audit-changes";
import type { AuditSubject, StoredAuditEntry } from "../../../core/ports/audit-log.port";

/** An audit entry as the page shows it: plain data, its changes worked out on the server. */
export type AuditView = Readonly<{
  id: number;
  at: string;
  actor_user_id: number | null;
  action: string;
  subject_type: AuditSubject;
  subject_id: number;
  booking_id: number | null;
  changes: readonly AuditChange[];
}>;

export const auditView = (entry: StoredAuditEntry): AuditView => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor_user_id: entry.actor_user_id,
  action: entry.action,
  subject_type: entry.subject_type,
  subject_id: entry.subject_id,
  booking_id: entry.booking_id,
  changes: auditChanges(entry.before, entry.after),
});
