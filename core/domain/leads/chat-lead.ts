/** What made the live chat hand over a visitor (spec 7): contacts left in the chat, or a callback call started. */
export const CHAT_LEAD_TRIGGERS = ["contacts", "callback"] as const;

export type ChatLeadTrigger = (typeof CHAT_LEAD_TRIGGERS)[number];

/**
 * A call-tracking lead (spec 7): the chat visitor's name, phone and e-mail, the subject of the conversation, the
 * page it started on and the call-tracking session, already validated (the phone in E.164 form).
 */
export type ChatLead = Readonly<{
  trigger: ChatLeadTrigger;
  name: string | null;
  phone: string | null;
  email: string | null;
  subject: string | null;
  requestUrl: string;
  sessionId: string | null;
}>;

/** A lead is worth passing on only with a way to reach the visitor: a phone or an e-mail. */
export const isReachableLead = (lead: Pick<ChatLead, "phone" | "email">): boolean =>
  (lead.phone ?? "").trim() !== "" || (lead.email ?? "").trim() !== "";

/**
 * The lead as the leads console stores a form's fields: the contacts at the top level (as every form keeps them,
 * so the console finds them), the subject and what started it; nothing blank.
 */
export const chatLeadFields = (lead: ChatLead): Readonly<Record<string, string>> => {
  const entries: readonly (readonly [string, string | null])[] = [
    ["name", lead.name],
    ["phone", lead.phone],
    ["email", lead.email],
    ["subject", lead.subject],
    ["trigger", lead.trigger],
  ];
  return Object.fromEntries(
    entries.flatMap(([key, value]) => (value === null || value.trim() === "" ? [] : [[key, value.trim()]])),
  );
};
