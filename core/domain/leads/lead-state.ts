/** How far the staff have handled a lead (a form submission, ADR 058), in the console's order. */
export const LEAD_STATES = ["new", "in_work", "done"] as const;

export type LeadState = (typeof LEAD_STATES)[number];

export const isLeadState = (value: string): value is LeadState => (LEAD_STATES as readonly string[]).includes(value);
