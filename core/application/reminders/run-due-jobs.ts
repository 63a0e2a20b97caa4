import { Cause, Effect, Exit } from "effect";
import type { ClaimedJob, ClaimOptions, JobQueue } from "../../ports/job-queue.port";
import type { JobHandler } from "./job-handler";

export type JobPolicy = ClaimOptions & {
  /** A failed job is tried again after this many milliseconds times its attempts so far. */
  readonly retry_ms: number;
};

export type RunDueJobsDeps = {
  readonly jobs: JobQueue;
  readonly handlers: Readonly<Record<string, JobHandler>>;
};

/** What one pass did: jobs done, jobs to be tried again, jobs failed for good, jobs whose lease was lost. */
export type JobsPass = {
  readonly done: number;
  readonly retried: number;
  readonly failed: number;
  readonly lost: number;
};

type Outcome = "done" | "retried" | "failed" | "lost";

const errorText = (cause: Cause.Cause<unknown>): string => Cause.pretty(cause).slice(0, 2000);

const runOne = (deps: RunDueJobsDeps, job: ClaimedJob, now: () => Date, policy: JobPolicy): Effect.Effect<Outcome> =>
  Effect.gen(function* () {
    const handler = deps.handlers[job.kind];
    const exit = handler
      ? yield* Effect.exit(handler(job.payload))
      : Exit.fail({ _tag: "JobRefused", reason: `no handler for ${job.kind}` } as const);
    if (Exit.isSuccess(exit)) {
      return (yield* Effect.promise(() => deps.jobs.complete(job, now()))) ? "done" : "lost";
    }
    const refused = Cause.findErrorOption(exit.cause);
    const final = refused._tag === "Some" || job.attempts >= policy.max_attempts;
    const retryAt = final ? null : new Date(now().getTime() + policy.retry_ms * job.attempts);
    const reason = refused._tag === "Some" ? refused.value.reason : errorText(exit.cause);
    const recorded = yield* Effect.promise(() => deps.jobs.fail(job, reason, retryAt));
    if (!recorded) return "lost";
    return final ? "failed" : "retried";
  });

/**
 * One pass of the runner: claims the due jobs and runs each with its kind's handler. A job is completed only by the
 * lease that claimed it (ADR 055), right after its handler succeeds; a failing handler is retried later up to
 * the policy's attempts, a refused job (unreadable payload, unknown kind) is failed at once.
 */
export const runDueJobs = (deps: RunDueJobsDeps, now: () => Date, policy: JobPolicy): Effect.Effect<JobsPass> =>
  Effect.gen(function* () {
    const claimed = yield* Effect.promise(() => deps.jobs.claimDue(now(), policy));
    const pass = { done: 0, retried: 0, failed: 0, lost: 0 };
    for (const job of claimed) {
      const outcome = yield* runOne(deps, job, now, policy);
      pass[outcome] += 1;
    }
    return pass;
  });
