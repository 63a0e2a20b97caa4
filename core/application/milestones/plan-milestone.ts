import { Effect } from "effect";
import type { CalendarDate } from "../../domain/timeline/calendar-date";
import type { MilestoneStep } from "../../domain/timeline/milestone-step";
import type { MilestonesBookingNotFound, MilestonesDeps } from "./milestones-deps";
import { afterOfferStepsOf, readMilestones, visibleBooking } from "./read-milestones";
import type { MilestonesView } from "./milestones-view";

/** A staff member's change of one step: a date to set, or null to clear it. */
export type MilestoneChange = {
  readonly staff_user_id: number;
  readonly step: MilestoneStep;
  readonly on_date: CalendarDate | null;
};

/** The application has no such step (an online course has none; a short course in China no JW202, ADR 059). */
export type StepNotInPlan = { readonly _tag: "StepNotInPlan"; readonly step: MilestoneStep };

/** Staff set or clear the date of one step after the offer; answers the plan as it stands after the change. */
export const planMilestone = (
  deps: MilestonesDeps,
  id: number,
  change: MilestoneChange,
  now: Date,
): Effect.Effect<MilestonesView, MilestonesBookingNotFound | StepNotInPlan> =>
  Effect.gen(function* () {
    const staff = { user_id: change.staff_user_id, staff: true };
    yield* visibleBooking(deps, staff, id);
    const steps = yield* afterOfferStepsOf(deps, id);
    if (!steps.includes(change.step)) return yield* Effect.fail({ _tag: "StepNotInPlan", step: change.step } as const);
    const { on_date } = change;
    yield* Effect.promise(async () => {
      if (on_date === null) await deps.milestones.clear(id, change.step);
      else await deps.milestones.set(id, change.step, on_date, change.staff_user_id, now);
    });
    return yield* readMilestones(deps, staff, id, now);
  });
