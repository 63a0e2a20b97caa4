import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ClaimedJob, ClaimOptions, JobQueue } from "../../core/ports/job-queue.port";

export type JobQueueStore = Readonly<{ jobs: JobQueue; close: () => Promise<void> }>;

const T0 = new Date("2026-11-28T09:00:00.000Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const OPTIONS: ClaimOptions = { limit: 10, lease_ms: 60_000, max_attempts: 3 };

/** The one job a claim took (the test fails when it took none). */
const one = (claimed: readonly ClaimedJob[]): ClaimedJob => {
  const [job] = claimed;
  if (job === undefined) throw new Error("expected a claimed job");
  return job;
};

/** The behaviour every JobQueue must have (run against memory and SQL). */
export function jobQueueContract(name: string, open: () => Promise<JobQueueStore>) {
  describe(`JobQueue contract: ${name}`, () => {
    let store: JobQueueStore;
    let jobs: JobQueue;
    beforeEach(async () => {
      store = await open();
      jobs = store.jobs;
    });
    afterEach(() => store.close());

    it("plans a key once: the second plan changes nothing", async () => {
      expect(await jobs.schedule("remind", "k1", at(10), { n: 1 })).toBe(true);
      expect(await jobs.schedule("remind", "k1", at(0), { n: 2 })).toBe(false);
      const [claimed, ...rest] = await jobs.claimDue(at(10), OPTIONS);
      expect(rest).toEqual([]);
      expect(claimed).toMatchObject({ kind: "remind", key: "k1", payload: { n: 1 }, attempts: 1 });
      expect(claimed?.run_at).toEqual(at(10));
    });

    it("claims only due jobs, oldest first, up to the limit", async () => {
      await jobs.schedule("remind", "late", at(30), {});
      await jobs.schedule("remind", "early", at(5), {});
      await jobs.schedule("remind", "future", at(500), {});
      await jobs.schedule("remind", "middle", at(20), {});
      const claimed = await jobs.claimDue(at(40), { ...OPTIONS, limit: 2 });
      expect(claimed.map((job) => job.key)).toEqual(["early", "middle"]);
      expect((await jobs.claimDue(at(40), OPTIONS)).map((job) => job.key)).toEqual(["late"]);
      expect(await jobs.claimDue(at(40), OPTIONS)).toEqual([]);
    });

    it("does not give a held job to a second claim until its lease runs out", async () => {
      await jobs.schedule("remind", "k", at(0), {});
      const first = one(await jobs.claimDue(at(0), OPTIONS));
      expect(await jobs.claimDue(at(59), OPTIONS)).toEqual([]);
      const again = one(await jobs.claimDue(at(60), OPTIONS));
      expect(again).toMatchObject({ id: first.id, attempts: 2 });
      expect(await jobs.complete(first, at(61))).toBe(false);
      expect(await jobs.complete(again, at(61))).toBe(true);
      expect(await jobs.claimDue(at(1000), OPTIONS)).toEqual([]);
    });

    it("completes a job once; a done job is never claimed again", async () => {
      await jobs.schedule("remind", "k", at(0), {});
      const job = one(await jobs.claimDue(at(0), OPTIONS));
      expect(await jobs.complete(job, at(1))).toBe(true);
      expect(await jobs.complete(job, at(2))).toBe(false);
      expect(await jobs.fail(job, "late failure", at(3))).toBe(false);
      expect(await jobs.claimDue(at(100_000), OPTIONS)).toEqual([]);
      expect(await jobs.schedule("remind", "k", at(5), {})).toBe(false);
    });

    it("retries a failed job at its retry time, and gives up when told to", async () => {
      await jobs.schedule("remind", "k", at(0), {});
      const job = one(await jobs.claimDue(at(0), OPTIONS));
      expect(await jobs.fail(job, "smtp down", at(300))).toBe(true);
      expect(await jobs.claimDue(at(299), OPTIONS)).toEqual([]);
      const retry = one(await jobs.claimDue(at(300), OPTIONS));
      expect(retry).toMatchObject({ key: "k", attempts: 2 });
      expect(await jobs.fail(retry, "smtp down", null)).toBe(true);
      expect(await jobs.claimDue(at(100_000), OPTIONS)).toEqual([]);
    });

    it("cancels the pending jobs of a kind it is not told to keep, and only those", async () => {
      await jobs.schedule("remind", "keep", at(10), {});
      await jobs.schedule("remind", "stale", at(10), {});
      await jobs.schedule("remind", "held", at(0), {});
      await jobs.schedule("other", "other", at(10), {});
      await jobs.claimDue(at(0), { ...OPTIONS, limit: 1 });
      expect(await jobs.cancelPending("remind", ["keep"])).toBe(1);
      expect(await jobs.cancelPending("remind", ["keep"])).toBe(0);
      const claimed = await jobs.claimDue(at(50), OPTIONS);
      expect(claimed.map((job) => job.key).sort()).toEqual(["keep", "other"]);
      expect(await jobs.schedule("remind", "stale", at(20), {})).toBe(false);
    });

    it("stops claiming a job after its last attempt, even when that runner died", async () => {
      await jobs.schedule("remind", "k", at(0), {});
      for (let attempt = 1; attempt <= 3; attempt++) {
        const [job] = await jobs.claimDue(at(attempt * 100), OPTIONS);
        expect(job?.attempts).toBe(attempt);
      }
      expect(await jobs.claimDue(at(10_000), OPTIONS)).toEqual([]);
    });
  });
}
