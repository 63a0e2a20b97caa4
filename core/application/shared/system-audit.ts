import type { AuditLog } from "../../ports/audit-log.port";

/**
 * The audit log as the system writes to it: what a use case records on behalf of no staff member (a payment
 * provider's callback that completes a payment status) is stored with no actor (ADR 057).
 */
export const systemAudit = (audit: AuditLog): AuditLog => ({
  record: (entry) => audit.record({ ...entry, actor_user_id: null }),
  list: (query) => audit.list(query),
});
