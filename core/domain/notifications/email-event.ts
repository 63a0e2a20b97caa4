/**
 * The events that may send the user an e-mail (ADR 048), in the order the settings list them:
 * an application moved to another stage, a new message from staff about an application, a document accepted or
 * returned with a remark, an amount to pay or a payment deadline, an application or intake deadline approaching,
 * a reply to the user's comment or review, and news and selections.
 */
export const EMAIL_EVENTS = [
  "booking_status",
  "booking_message",
  "document_review",
  "payment_due",
  "deadline",
  "comment_reply",
  "news",
] as const;

/** Plain data (no schema library): the settings form reads it in the browser. */
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

/** Whether a text names an e-mail event (a stored row or a posted key may name one that no longer exists). */
export const isEmailEvent = (key: string): key is EmailEvent => (EMAIL_EVENTS as readonly string[]).includes(key);
