import type { ChatLead } from "../../core/domain/leads/chat-lead";

/** The lead request of spec 7 as the call-tracking service receives it (JSON field names). */
export type CallTrackingPayload = Readonly<{
  name: string | null;
  phone: string | null;
  email: string | null;
  subject: string | null;
  request_url: string;
  session_id: string | null;
}>;

export const callTrackingPayload = (lead: ChatLead): CallTrackingPayload => ({
  name: lead.name,
  phone: lead.phone,
  email: lead.email,
  subject: lead.subject,
  request_url: lead.requestUrl,
  session_id: lead.sessionId,
});
