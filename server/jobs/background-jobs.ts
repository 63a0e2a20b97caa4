import type { Container } from "inversify";
import type { Config } from "../config";
import { TOKENS } from "../di/tokens";
import { type JobRunner, startJobRunner } from "./job-runner";

/**
 * Starts the job runner from the composition root when it is configured (JOBS_INTERVAL_MS above 0) and the
 * applicant notifier is bound; answers how to stop it (a no-op when it did not start).
 */
export function startBackgroundJobs(container: Container, config: Config): JobRunner["stop"] {
  if (config.jobs.intervalMs === 0 || !container.isBound(TOKENS.ApplicantNotifier)) return async () => undefined;
  const runner = startJobRunner({
    jobs: container.get(TOKENS.JobQueue),
    deadlines: container.get(TOKENS.DeadlineSource),
    notifier: container.get(TOKENS.ApplicantNotifier),
    clock: container.get(TOKENS.Clock),
    intervalMs: config.jobs.intervalMs,
    replanMs: config.jobs.replanMs,
  });
  return runner.stop;
}
