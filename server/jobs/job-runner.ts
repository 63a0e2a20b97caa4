import { Effect } from "effect";
import { planDeadlineReminders } from "../../core/application/reminders/plan-deadline-reminders";
import { type JobPolicy, runDueJobs } from "../../core/application/reminders/run-due-jobs";
import { sendDeadlineReminder } from "../../core/application/reminders/send-deadline-reminder";
import { DEADLINE_REMINDER_KIND } from "../../core/domain/timeline/deadline-reminders";
import type { ApplicantNotifier } from "../../core/ports/applicant-notifier.port";
import type { Clock } from "../../core/ports/clock.port";
import type { DeadlineSource } from "../../core/ports/deadline-source.port";
import type { JobQueue } from "../../core/ports/job-queue.port";

/** Five minutes of lease; five attempts, the n-th retry n × 15 minutes after the failure (ADR 055). */
export const JOB_POLICY: JobPolicy = { limit: 50, lease_ms: 5 * 60_000, max_attempts: 5, retry_ms: 15 * 60_000 };

export type JobRunnerDeps = Readonly<{
  jobs: JobQueue;
  deadlines: DeadlineSource;
  notifier: ApplicantNotifier;
  clock: Clock;
  /** How often the due jobs are run; 0 starts no timer (`tick` still works, for tests and scripts). */
  intervalMs: number;
  /** How often the deadline reminders are planned again (new applications, saved programs, changed waves). */
  replanMs: number;
  policy?: JobPolicy;
  log?: (message: string) => void;
}>;

export type JobRunner = Readonly<{
  /** One pass: re-plans the reminders when it is time, then runs the due jobs. Passes never overlap. */
  tick: () => Promise<void>;
  /** Stops the timer and waits for a pass in progress. */
  stop: () => Promise<void>;
}>;

/**
 * The server's background work on the durable job table: started by main after the server listens, stopped on
 * SIGINT/SIGTERM before the database closes. A pass that fails is logged and the next one tries again.
 */
export function startJobRunner(deps: JobRunnerDeps): JobRunner {
  const policy = deps.policy ?? JOB_POLICY;
  const log = deps.log ?? ((message: string) => console.error(message));
  const handlers = { [DEADLINE_REMINDER_KIND]: sendDeadlineReminder(deps.notifier) };
  let plannedAt: number | null = null;
  let running: Promise<void> | null = null;

  const pass = async () => {
    const now = deps.clock.now();
    if (plannedAt === null || now.getTime() - plannedAt >= deps.replanMs) {
      await Effect.runPromise(planDeadlineReminders(deps, now));
      plannedAt = now.getTime();
    }
    await Effect.runPromise(runDueJobs({ jobs: deps.jobs, handlers }, () => deps.clock.now(), policy));
  };

  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => log(`Background jobs: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = deps.intervalMs > 0 ? setInterval(() => void tick(), deps.intervalMs) : null;
  timer?.unref();
  return {
    tick,
    async stop() {
      if (timer !== null) clearInterval(timer);
      await running;
    },
  };
}
