import type { LeadState } from "./lead-state";

/** What the staff keep on a lead: its state, who handles it (a staff account's id) and a note. */
export type LeadHandling = Readonly<{ state: LeadState; assignee_user_id: number | null; note: string }>;

/** A change asked for by a staff member: only the fields present change. */
export type LeadHandlingChange = Partial<LeadHandling>;

/** The handling after a change, and whether anything differs (an unchanged lead is not written or audited). */
export const changeLeadHandling = (
  current: LeadHandling,
  change: LeadHandlingChange,
): Readonly<{ after: LeadHandling; changed: boolean }> => {
  const after: LeadHandling = {
    state: change.state ?? current.state,
    assignee_user_id: change.assignee_user_id === undefined ? current.assignee_user_id : change.assignee_user_id,
    note: change.note ?? current.note,
  };
  const changed =
    after.state !== current.state || after.assignee_user_id !== current.assignee_user_id || after.note !== current.note;
  return { after, changed };
};
