import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { jobQueueContract } from "../../job-queue.contract";
import type { DatabaseHandle } from "../database";
import { sqlJobQueue } from "./job-queue.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

jobQueueContract("sql", async () => {
  await handle.db.execute(sql`delete from scheduled_jobs`);
  return { jobs: sqlJobQueue(handle.db), close: async () => undefined };
});

it("gives each due job to one of two claims made at once", async () => {
  await handle.db.execute(sql`delete from scheduled_jobs`);
  const jobs = sqlJobQueue(handle.db);
  const now = new Date("2026-11-28T09:00:00.000Z");
  for (let n = 0; n < 20; n++) await jobs.schedule("remind", `k${n}`, now, { n });
  const options = { limit: 15, lease_ms: 60_000, max_attempts: 3 };
  const claims = await Promise.all([jobs.claimDue(now, options), jobs.claimDue(now, options)]);
  const keys = claims.flat().map((job) => job.key);
  expect(keys).toHaveLength(20);
  expect(new Set(keys).size).toBe(20);
});
