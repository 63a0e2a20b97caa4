import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryApplicantNotifier } from "../../adapters/storage/memory/applicant-notifier.memory";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { openDatabase } from "../../adapters/storage/sql/open-database";
import { sqlDeadlineSource } from "../../adapters/storage/sql/repositories/deadline-source.sql";
import { sqlJobQueue } from "../../adapters/storage/sql/repositories/job-queue.sql";
import { admissionWaves, bookings, scheduledJobs } from "../../adapters/storage/sql/schema";
import type { ApplicantNotifier } from "../../core/ports/applicant-notifier.port";
import { insertCatalogue, insertUser } from "../../tests/integration/community-seed";
import { JOB_POLICY, startJobRunner } from "./job-runner";

const DAY = 86_400_000;
const deadline = new Date("2027-03-31T20:59:00.000Z");
const before = (days: number, plusMs = 0) => new Date(deadline.getTime() - days * DAY + plusMs);

/** A server process over the PGlite data directory: its own connection, job queue and runner. */
function processOver(handle: DatabaseHandle, notifier: ApplicantNotifier, clock: { now: () => Date }) {
  return startJobRunner({
    jobs: sqlJobQueue(handle.db),
    deadlines: sqlDeadlineSource(handle.db),
    notifier,
    clock,
    intervalMs: 0,
    replanMs: 3_600_000,
  });
}

describe("deadline reminders across a restart (PGlite on disk)", () => {
  let dir: string;
  let userId: number;
  let bookingId: number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shuyuan-jobs-"));
    const handle = await openDatabase({ dataDir: dir });
    const catalogue = await insertCatalogue(handle.db);
    userId = (await insertUser(handle.db)).id;
    await handle.db.insert(admissionWaves).values({
      education_base_id: catalogue.base.id,
      position: 0,
      label: "Осень 2027",
      date_from: before(120),
      date_to: deadline,
    });
    const [row] = await handle.db
      .insert(bookings)
      .values({
        user_id: userId,
        institution_id: catalogue.institution.id,
        degree_program_id: catalogue.program.id,
        education_base_id: catalogue.base.id,
        status: "checking",
        intake: "Осень 2027",
      })
      .returning({ id: bookings.id });
    if (row === undefined) throw new Error("no booking row");
    bookingId = row.id;
    await handle.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("neither loses nor repeats a reminder when the process dies between claiming and completing it", async () => {
    // The first process plans the three reminders, then claims the 14-day one and dies inside the handler: the
    // notifier never answers, so neither the notification nor the completion was stored.
    let now = before(30);
    const first = await openDatabase({ dataDir: dir });
    const hanging: ApplicantNotifier = { notify: () => new Promise<void>(() => undefined) };
    const dying = processOver(first, hanging, { now: () => now });
    await dying.tick();
    now = before(14);
    void dying.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const held = await first.db
      .select({ key: scheduledJobs.job_key, state: scheduledJobs.state, attempts: scheduledJobs.attempts })
      .from(scheduledJobs)
      .orderBy(scheduledJobs.run_at);
    expect(held.map((job) => [job.state, job.attempts])).toEqual([
      ["running", 1],
      ["pending", 0],
      ["pending", 0],
    ]);
    await first.close();

    // The restarted process: a new connection to the same data directory, a notifier that works.
    const second = await openDatabase({ dataDir: dir });
    const notifier = memoryApplicantNotifier();
    const restarted = processOver(second, notifier, { now: () => now });
    now = before(14, 60_000);
    await restarted.tick();
    expect(notifier.events).toEqual([]); // the dead process's lease still holds the job

    now = before(14, JOB_POLICY.lease_ms + 1000);
    await restarted.tick();
    await restarted.tick();
    now = before(13);
    await restarted.tick();
    expect(notifier.events).toEqual([
      {
        _tag: "DeadlineApproaching",
        user_id: userId,
        booking_id: bookingId,
        subject: expect.any(String),
        deadline,
        days_left: 14,
        once_key: `deadline:${userId}:${bookingId}:${deadline.toISOString()}:14`,
      },
    ]);

    // Restarting again after the reminder was completed sends nothing twice; the next ones come on their days.
    await restarted.stop();
    await second.close();
    const third = await openDatabase({ dataDir: dir });
    const again = processOver(third, notifier, { now: () => now });
    await again.tick();
    now = before(7);
    await again.tick();
    now = before(3);
    await again.tick();
    await again.tick();
    await again.stop();
    await third.close();
    expect(notifier.events.map((event) => (event._tag === "DeadlineApproaching" ? event.days_left : 0))).toEqual([
      14, 7, 3,
    ]);
  });
});
