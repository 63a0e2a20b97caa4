import type { LedgerLine, LedgerLineState } from "../../domain/ledger/ledger-line";
import type { AuditEntry } from "../../ports/audit-log.port";

/** A staff action on a ledger line as the audit log keeps it: the line's state before and after (ADR 057). */
export const lineAuditEntry = (
  action: "ledger.paid" | "ledger.refunded",
  staff_user_id: number,
  line: LedgerLine,
  before: LedgerLineState,
  now: Date,
): AuditEntry => ({
  actor_user_id: staff_user_id,
  action,
  subject_type: "ledger_line",
  subject_id: line.id,
  booking_id: line.booking_id,
  before: { state: before },
  after: { state: line.state, paid_at: line.paid_at?.toISOString() ?? null },
  at: now,
});
