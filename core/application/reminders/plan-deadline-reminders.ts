import { Effect } from "effect";
import { deadlineTargets } from "../../domain/timeline/deadline-candidates";
import { DEADLINE_REMINDER_KIND, plannedReminders, reminderKeys } from "../../domain/timeline/deadline-reminders";
import type { DeadlineSource } from "../../ports/deadline-source.port";
import type { JobQueue } from "../../ports/job-queue.port";

export type PlanRemindersDeps = { readonly deadlines: DeadlineSource; readonly jobs: JobQueue };

/** What a planning pass did: reminders new this time, and pending ones cancelled as no longer wanted. */
export type RemindersPlanned = { readonly planned: number; readonly cancelled: number };

/**
 * Plans the reminders 14, 7 and 3 days before the next application deadline of every open application and saved
 * program, skipping the times already past. Safe to run again and again: a reminder's key is planned once. Pending
 * reminders of a deadline that moved, of an application now closed or of a program no longer saved are cancelled;
 * a due reminder of a current deadline is kept even when its time has passed (the runner may have been down).
 */
export const planDeadlineReminders = (
  { deadlines, jobs }: PlanRemindersDeps,
  now: Date,
): Effect.Effect<RemindersPlanned> =>
  Effect.gen(function* () {
    const candidates = yield* Effect.promise(() => deadlines.candidates());
    const targets = deadlineTargets(candidates, now);
    const reminders = targets.flatMap((target) => plannedReminders(target, now));
    let planned = 0;
    for (const reminder of reminders) {
      const fresh = yield* Effect.promise(() =>
        jobs.schedule(DEADLINE_REMINDER_KIND, reminder.key, reminder.run_at, reminder.payload),
      );
      if (fresh) planned += 1;
    }
    const keep = targets.flatMap(reminderKeys);
    const cancelled = yield* Effect.promise(() => jobs.cancelPending(DEADLINE_REMINDER_KIND, keep));
    return { planned, cancelled };
  });
