import { CHAT_LEAD_TRIGGERS, type ChatLead, type ChatLeadTrigger } from "./chat-lead";

/**
 * The name of the DOM event a live-chat integration dispatches on `window` when a visitor leaves contacts or starts
 * a callback: `new CustomEvent("shuyuan:chat-lead", { detail: { trigger, name, phone, email, subject } })`.
 */
export const CHAT_LEAD_EVENT = "shuyuan:chat-lead";

/** The page the chat runs on, as the browser knows it, and the call-tracking widget's session id if it published one. */
export type ChatPage = Readonly<{ href: string; sessionId: unknown }>;

/** A published session id: a non-blank string, trimmed; anything else is none. */
const sessionOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 128) : null;

const LIMITS = { name: 100, phone: 32, email: 254, subject: 200 } as const;

const textAt = (detail: object, key: keyof typeof LIMITS): string | null => {
  const value: unknown = Reflect.get(detail, key);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed.slice(0, LIMITS[key]);
};

const isTrigger = (value: unknown): value is ChatLeadTrigger =>
  typeof value === "string" && (CHAT_LEAD_TRIGGERS as readonly string[]).includes(value);

/**
 * The lead in a chat event's detail, for the page it happened on; null when the detail is not an object with a known
 * trigger and a phone or an e-mail. Texts are trimmed and cut at the API's limits; the server checks the rest.
 */
export const chatLeadFromEvent = (detail: unknown, page: ChatPage): ChatLead | null => {
  if (typeof detail !== "object" || detail === null) return null;
  const trigger: unknown = Reflect.get(detail, "trigger");
  if (!isTrigger(trigger)) return null;
  const phone = textAt(detail, "phone");
  const email = textAt(detail, "email");
  if (phone === null && email === null) return null;
  return {
    trigger,
    name: textAt(detail, "name"),
    phone,
    email,
    subject: textAt(detail, "subject"),
    requestUrl: page.href,
    sessionId: sessionOf(page.sessionId),
  };
};
