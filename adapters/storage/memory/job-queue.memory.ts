import type { ClaimedJob, JobQueue } from "../../../core/ports/job-queue.port";

type Row = {
  id: number;
  kind: string;
  key: string;
  run_at: Date;
  payload: Readonly<Record<string, unknown>>;
  state: "pending" | "running" | "done" | "failed" | "cancelled";
  attempts: number;
  locked_until: Date | null;
  last_error: string;
};

/** The in-memory job queue: the same lease rules as the SQL table, over a list of rows. */
export function memoryJobQueue(): JobQueue & { readonly rows: readonly Readonly<Row>[] } {
  const rows: Row[] = [];
  const holds = (job: ClaimedJob): Row | undefined =>
    rows.find((row) => row.id === job.id && row.attempts === job.attempts && row.state === "running");
  return {
    rows,
    async schedule(kind, key, run_at, payload) {
      if (rows.some((row) => row.key === key)) return false;
      rows.push({
        id: rows.length + 1,
        kind,
        key,
        run_at,
        payload: structuredClone(payload),
        state: "pending",
        attempts: 0,
        locked_until: null,
        last_error: "",
      });
      return true;
    },
    async claimDue(now, { limit, lease_ms, max_attempts }) {
      const expired = (row: Row) => row.state === "running" && row.locked_until !== null && row.locked_until <= now;
      for (const row of rows) {
        if (expired(row) && row.attempts >= max_attempts) {
          Object.assign(row, { state: "failed", locked_until: null, last_error: "lease expired on the last attempt" });
        }
      }
      const due = rows
        .filter(
          (row) => ((row.state === "pending" && row.run_at <= now) || expired(row)) && row.attempts < max_attempts,
        )
        .sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || a.id - b.id)
        .slice(0, limit);
      return due.map((row) => {
        Object.assign(row, {
          state: "running",
          attempts: row.attempts + 1,
          locked_until: new Date(now.getTime() + lease_ms),
        });
        return {
          id: row.id,
          kind: row.kind,
          key: row.key,
          run_at: row.run_at,
          payload: structuredClone(row.payload),
          attempts: row.attempts,
        };
      });
    },
    async complete(job) {
      const row = holds(job);
      if (!row) return false;
      Object.assign(row, { state: "done", locked_until: null });
      return true;
    },
    async cancelPending(kind, keep) {
      const kept = new Set(keep);
      const cancelled = rows.filter((row) => row.kind === kind && row.state === "pending" && !kept.has(row.key));
      for (const row of cancelled) row.state = "cancelled";
      return cancelled.length;
    },
    async fail(job, error, retry_at) {
      const row = holds(job);
      if (!row) return false;
      Object.assign(row, {
        state: retry_at === null ? "failed" : "pending",
        run_at: retry_at ?? row.run_at,
        locked_until: null,
        last_error: error,
      });
      return true;
    },
  };
}
