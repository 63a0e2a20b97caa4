import { and, eq, notInArray, sql } from "drizzle-orm";
import type { ClaimedJob, JobQueue } from "../../../../core/ports/job-queue.port";
import type { Database } from "../database";
import { scheduledJobs as table } from "../schema";

type ClaimedRow = {
  id: number;
  kind: string;
  job_key: string;
  run_at: Date | string;
  payload: Record<string, unknown>;
  attempts: number;
};

const claimedJob = (row: ClaimedRow): ClaimedJob => ({
  id: row.id,
  kind: row.kind,
  key: row.job_key,
  run_at: new Date(row.run_at),
  payload: row.payload,
  attempts: row.attempts,
});

/** The lease that holds a job: its id, its attempt and the running state (ADR 055). */
const heldBy = (job: ClaimedJob) =>
  and(eq(table.id, job.id), eq(table.attempts, job.attempts), eq(table.state, "running"));

/**
 * The job queue in scheduled_jobs. A claim is one conditional UPDATE over the due rows picked with FOR UPDATE SKIP
 * LOCKED, so two runners on PostgreSQL never take the same job; completion and failure are conditional on the lease.
 */
export function sqlJobQueue(db: Database): JobQueue {
  return {
    async schedule(kind, key, run_at, payload) {
      const inserted = await db
        .insert(table)
        .values({ kind, job_key: key, run_at, payload: { ...payload } })
        .onConflictDoNothing({ target: table.job_key })
        .returning({ id: table.id });
      return inserted.length > 0;
    },

    async claimDue(now, { limit, lease_ms, max_attempts }) {
      const until = new Date(now.getTime() + lease_ms);
      await db
        .update(table)
        .set({ state: "failed", locked_until: null, last_error: "lease expired on the last attempt" })
        .where(
          and(
            eq(table.state, "running"),
            sql`${table.locked_until} <= ${now.toISOString()}::timestamptz`,
            sql`${table.attempts} >= ${max_attempts}`,
          ),
        );
      const result = (await db.execute(sql`
        update scheduled_jobs set state = 'running', attempts = attempts + 1, locked_until = ${until.toISOString()}::timestamptz
        where id in (
          select id from scheduled_jobs
          where ((state = 'pending' and run_at <= ${now.toISOString()}::timestamptz)
            or (state = 'running' and locked_until <= ${now.toISOString()}::timestamptz))
            and attempts < ${max_attempts}
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, kind, job_key, run_at, payload, attempts`)) as unknown as { rows: ClaimedRow[] };
      return result.rows.map(claimedJob).sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || a.id - b.id);
    },

    async complete(job, now) {
      const done = await db
        .update(table)
        .set({ state: "done", done_at: now, locked_until: null })
        .where(heldBy(job))
        .returning({ id: table.id });
      return done.length > 0;
    },

    async cancelPending(kind, keep) {
      const cancelled = await db
        .update(table)
        .set({ state: "cancelled" })
        .where(and(eq(table.kind, kind), eq(table.state, "pending"), notInArray(table.job_key, [...keep])))
        .returning({ id: table.id });
      return cancelled.length;
    },

    async fail(job, error, retry_at) {
      const failed = await db
        .update(table)
        .set({
          state: retry_at === null ? "failed" : "pending",
          run_at: retry_at ?? sql`${table.run_at}`,
          locked_until: null,
          last_error: error.slice(0, 2000),
        })
        .where(heldBy(job))
        .returning({ id: table.id });
      return failed.length > 0;
    },
  };
}
