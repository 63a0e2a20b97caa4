import { Effect } from "effect";
import { deadlineTargets } from "../../domain/timeline/deadline-candidates";
import { DEADLINE_REMINDER_KIND, plannedReminders } from "../../domain/timeline/deadline-reminders";
import type { DeadlineSource } from "../../ports/deadline-source.port";
import type { JobQueue } from "../../ports/job-queue.port";

export type PlanRemindersDeps = { readonly deadlines: DeadlineSource; readonly jobs: JobQueue };

/**
 * Plans the reminders 14, 7 and 3 days before the next application deadline of every open application and saved
 * program, skipping the times already past. Safe to run again and again: a reminder's key is planned once, so the
 * answer counts only the reminders new this time.
 */
export const planDeadlineReminders = ({ deadlines, jobs }: PlanRemindersDeps, now: Date): Effect.Effect<number> =>
  Effect.gen(function* () {
    const candidates = yield* Effect.promise(() => deadlines.candidates());
    const reminders = deadlineTargets(candidates, now).flatMap((target) => plannedReminders(target, now));
    let planned = 0;
    for (const reminder of reminders) {
      const fresh = yield* Effect.promise(() =>
        jobs.schedule(DEADLINE_REMINDER_KIND, reminder.key, reminder.run_at, reminder.payload),
      );
      if (fresh) planned += 1;
    }
    return planned;
  });
