import fc from "fast-check";
import type { LeadHandling, LeadHandlingChange } from "../../core/domain/leads/lead-handling";
import { LEAD_STATES } from "../../core/domain/leads/lead-state";

export const leadStateArb = fc.constantFrom(...LEAD_STATES);

export const leadHandlingArb: fc.Arbitrary<LeadHandling> = fc.record({
  state: leadStateArb,
  assignee_user_id: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  note: fc.string({ maxLength: 30 }),
});

/** A change naming any subset of the fields. */
export const leadChangeArb: fc.Arbitrary<LeadHandlingChange> = fc.record(
  {
    state: leadStateArb,
    assignee_user_id: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    note: fc.string({ maxLength: 30 }),
  },
  { requiredKeys: [] },
);
