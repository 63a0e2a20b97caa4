/**
 * Every kind of object a staff action can touch, in the console's filter order: the same set as `AuditSubject` of
 * core/ports/audit-log.port.ts (the API's presenter and the page's labels check the two agree when compiled).
 */
export const AUDIT_SUBJECTS = [
  "booking",
  "document",
  "ledger_line",
  "message",
  "milestone",
  "note",
  "lead",
  "user",
  "sla",
  "comment",
] as const;
