import type { LeadBody } from "../../adapters/http/contract/staff-leads.contract";
import type { OutboxMailBody } from "../../adapters/http/contract/staff-mail.contract";
import type { AuditEntryBody } from "../../adapters/http/contract/staff-audit.contract";
import type { TeamMemberBody } from "../../adapters/http/contract/staff-team.contract";
import { leadContacts } from "../../core/domain/leads/lead-contacts";
import type { StoredAuditEntry } from "../../core/ports/audit-log.port";
import type { Lead } from "../../core/ports/lead-repository.port";
import type { OutboxMail } from "../../core/ports/outbox-reader.port";
import type { TeamMember } from "../../core/ports/staff-directory.port";

/** The staff console's answers as the contract shapes them (ADR 058). */

export const lastPage = (total: number, per_page: number): number => Math.max(1, Math.ceil(total / per_page));

export const leadBody = (lead: Lead): LeadBody => ({
  id: lead.id,
  kind: lead.kind,
  contacts: leadContacts(lead.fields),
  fields: lead.fields,
  page_url: lead.page_url,
  utm: lead.utm,
  call_session_id: lead.call_session_id,
  created_at: lead.created_at.toISOString(),
  updated_at: lead.updated_at.toISOString(),
  state: lead.state,
  assignee_user_id: lead.assignee_user_id,
  note: lead.note,
  booking_id: lead.booking_id,
});

export const outboxMailBody = (mail: OutboxMail): OutboxMailBody => ({
  id: mail.id,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  created_at: mail.created_at.toISOString(),
  sent_at: mail.sent_at?.toISOString() ?? null,
  attempts: mail.attempts,
  last_error: mail.last_error,
});

export const outboxItemBody = (mail: OutboxMail): Omit<OutboxMailBody, "text"> => {
  const { text: _text, ...item } = outboxMailBody(mail);
  return item;
};

export const auditEntryBody = (entry: StoredAuditEntry): AuditEntryBody => ({
  id: entry.id,
  actor_user_id: entry.actor_user_id,
  action: entry.action,
  subject_type: entry.subject_type,
  subject_id: entry.subject_id,
  booking_id: entry.booking_id,
  before: entry.before,
  after: entry.after,
  at: entry.at.toISOString(),
});

export const teamMemberBody = (member: TeamMember): TeamMemberBody => ({ ...member });
