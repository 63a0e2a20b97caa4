/** A job taken from the queue under a lease: `attempts` (counting this one) names the lease. */
export type ClaimedJob = {
  readonly id: number;
  readonly kind: string;
  readonly key: string;
  readonly run_at: Date;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly attempts: number;
};

export type ClaimOptions = {
  /** At most this many jobs at once. */
  readonly limit: number;
  /** How long the claim holds: a runner that dies leaves the job to be claimed again after this. */
  readonly lease_ms: number;
  /** A job already tried this many times is not claimed again; its expired lease marks it failed. */
  readonly max_attempts: number;
};

/**
 * A durable queue of jobs to run at a time (scheduled_jobs). A job is planned once per key, claimed with a lease
 * (a claim that runs out makes the job claimable again), and finished only by the lease that holds it: a runner
 * whose lease was taken over cannot complete or fail the job any more.
 */
export interface JobQueue {
  /** Plans a job; false (and nothing changes) when a job with this key was ever planned. */
  schedule(kind: string, key: string, run_at: Date, payload: Readonly<Record<string, unknown>>): Promise<boolean>;
  /** Takes due jobs (pending and due, or held by a lease that ran out), oldest run time first. */
  claimDue(now: Date, options: ClaimOptions): Promise<readonly ClaimedJob[]>;
  /** Marks the job done; false when this lease no longer holds it (nothing changes). */
  complete(job: ClaimedJob, now: Date): Promise<boolean>;
  /**
   * Cancels the pending jobs of `kind` whose key is not in `keep` (a reminder whose deadline moved, or whose
   * application closed); running and finished jobs are left alone. Answers how many were cancelled.
   */
  cancelPending(kind: string, keep: readonly string[]): Promise<number>;
  /** Records a failure: pending again at `retry_at`, or failed for good when it is null; false without the lease. */
  fail(job: ClaimedJob, error: string, retry_at: Date | null): Promise<boolean>;
}
