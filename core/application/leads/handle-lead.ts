import { Effect } from "effect";
import { changeLeadHandling, type LeadHandling, type LeadHandlingChange } from "../../domain/leads/lead-handling";
import type { Lead } from "../../ports/lead-repository.port";
import type { LeadNotFound, LeadsDeps } from "./leads-deps";

/** The assignee named is not a staff member (a student, or no account at all). */
export type AssigneeNotStaff = Readonly<{ _tag: "AssigneeNotStaff" }>;

const handlingOf = (lead: Lead): LeadHandling => ({
  state: lead.state,
  assignee_user_id: lead.assignee_user_id,
  note: lead.note,
});

/**
 * A staff member changes a lead's state, assignee or note (ADR 058). A change that changes nothing is not written
 * and not audited; any other is recorded in the audit log with the handling before and after.
 */
export const handleLead = (
  deps: Pick<LeadsDeps, "leads" | "users" | "audit">,
  actor_user_id: number,
  lead_id: number,
  change: LeadHandlingChange,
  now: Date,
): Effect.Effect<Lead, LeadNotFound | AssigneeNotStaff> =>
  Effect.gen(function* () {
    const lead = yield* Effect.promise(() => deps.leads.find(lead_id));
    if (lead === null) return yield* Effect.fail({ _tag: "LeadNotFound" } as const);
    const assignee = change.assignee_user_id;
    if (assignee !== undefined && assignee !== null) {
      const account = yield* Effect.promise(() => deps.users.findById(assignee));
      if (account === null || account.role === "user") return yield* Effect.fail({ _tag: "AssigneeNotStaff" } as const);
    }
    const before = handlingOf(lead);
    const { after, changed } = changeLeadHandling(before, change);
    if (!changed) return lead;
    const stored = yield* Effect.promise(() => deps.leads.handle(lead_id, after, now));
    if (stored === null) return yield* Effect.fail({ _tag: "LeadNotFound" } as const);
    yield* Effect.promise(() =>
      deps.audit.record({
        actor_user_id,
        action: "lead.update",
        subject_type: "lead",
        subject_id: lead_id,
        booking_id: lead.booking_id,
        before,
        after,
        at: now,
      }),
    );
    return stored;
  });
