/** The `intent` of each form of the staff's application page (ADR 057). */
export const STAFF_INTENTS = {
  move: "move",
  decide: "decide",
  message: "message",
  addLine: "line-add",
  paid: "line-paid",
  refunded: "line-refunded",
  milestone: "milestone",
  note: "note",
  assign: "assign",
} as const;

export type StaffIntent = (typeof STAFF_INTENTS)[keyof typeof STAFF_INTENTS];

/**
 * A refused form: which form (`form`, e.g. "move:hold", "decide:12", "note"), the message over it, the server's
 * messages per field and what was typed (so a page drawn without JavaScript keeps it).
 */
export type StaffActionData = {
  readonly form: string;
  readonly message: string;
  readonly fields: Readonly<Record<string, readonly string[]>>;
  readonly values: Readonly<Record<string, string>>;
};
