import { leadContacts, type LeadContacts } from "../../../core/domain/leads/lead-contacts";
import type { LeadState } from "../../../core/domain/leads/lead-state";
import type { FormKind } from "../../../core/ports/form-submission-repository.port";
import type { Lead } from "../../../core/ports/lead-repository.port";

/** A lead as the page shows it: plain data (times as ISO text), its contacts picked out, the rest of its fields. */
export type LeadView = Readonly<{
  id: number;
  kind: FormKind;
  contacts: LeadContacts;
  /** The fields other than the contacts, as «name: value» lines. */
  other: readonly (readonly [string, string])[];
  page_url: string;
  utm: readonly (readonly [string, string])[];
  call_session_id: string | null;
  created_at: string;
  state: LeadState;
  assignee_user_id: number | null;
  note: string;
  booking_id: number | null;
}>;

const CONTACT_KEYS = new Set(["name", "phone", "email"]);

const textOf = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

export const leadView = (lead: Lead): LeadView => ({
  id: lead.id,
  kind: lead.kind,
  contacts: leadContacts(lead.fields),
  other: Object.entries(lead.fields)
    .filter(([key]) => !CONTACT_KEYS.has(key))
    .map(([key, value]) => [key, textOf(value)] as const),
  page_url: lead.page_url,
  utm: Object.entries(lead.utm).flatMap(([key, value]) => (value === undefined ? [] : [[key, value] as const])),
  call_session_id: lead.call_session_id,
  created_at: lead.created_at.toISOString(),
  state: lead.state,
  assignee_user_id: lead.assignee_user_id,
  note: lead.note,
  booking_id: lead.booking_id,
});
