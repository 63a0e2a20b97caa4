import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { memoryApplicantNotifier } from "../../../adapters/storage/memory/applicant-notifier.memory";
import { memoryDeadlineSource } from "../../../adapters/storage/memory/deadline-source.memory";
import { memoryJobQueue } from "../../../adapters/storage/memory/job-queue.memory";
import { DEADLINE_REMINDER_KIND } from "../../domain/timeline/deadline-reminders";
import type { ApplicantNotifier } from "../../ports/applicant-notifier.port";
import { planDeadlineReminders } from "./plan-deadline-reminders";
import { type JobPolicy, runDueJobs } from "./run-due-jobs";
import { sendDeadlineReminder } from "./send-deadline-reminder";

const DAY = 86_400_000;
const deadline = new Date("2027-03-31T20:59:00.000Z");
const before = (days: number) => new Date(deadline.getTime() - days * DAY);
const POLICY: JobPolicy = { limit: 10, lease_ms: 60_000, max_attempts: 3, retry_ms: 300_000 };

function world() {
  const deadlines = memoryDeadlineSource();
  deadlines.world.programs.push({ id: 201, title: "Бакалавриат" });
  deadlines.world.bases.push({
    id: 501,
    degree_program_id: 201,
    title: "Грант",
    waves: [{ label: "Осень 2027", closes_at: deadline }],
  });
  deadlines.world.bookings.push({
    id: 9,
    user_id: 1,
    degree_program_id: 201,
    education_base_id: 501,
    status: "checking",
    intake: "Осень 2027",
  });
  return { deadlines, jobs: memoryJobQueue(), notifier: memoryApplicantNotifier() };
}

describe("planDeadlineReminders", () => {
  it("plans 14, 7 and 3 days before the deadline, once however often it runs", async () => {
    const w = world();
    expect(await Effect.runPromise(planDeadlineReminders(w, before(30)))).toEqual({ planned: 3, cancelled: 0 });
    expect(await Effect.runPromise(planDeadlineReminders(w, before(20)))).toEqual({ planned: 0, cancelled: 0 });
    expect(w.jobs.rows.map((row) => row.run_at)).toEqual([before(14), before(7), before(3)]);
  });

  it("skips the reminders whose time has passed", async () => {
    const w = world();
    expect(await Effect.runPromise(planDeadlineReminders(w, before(10)))).toEqual({ planned: 2, cancelled: 0 });
  });

  it("cancels the pending reminders of a moved deadline and of a closed application, keeping due ones", async () => {
    const w = world();
    await Effect.runPromise(planDeadlineReminders(w, before(30)));
    const [base] = w.deadlines.world.bases;
    if (base === undefined) throw new Error("no base");
    const later = new Date(deadline.getTime() + 20 * DAY);
    base.waves = [{ label: "Осень 2027", closes_at: later }];
    expect(await Effect.runPromise(planDeadlineReminders(w, before(20)))).toEqual({ planned: 3, cancelled: 3 });
    // Past its 14-day time but not yet sent (the runner was down): kept while the deadline stands.
    expect(await Effect.runPromise(planDeadlineReminders(w, new Date(later.getTime() - 13 * DAY)))).toEqual({
      planned: 0,
      cancelled: 0,
    });
    for (const booking of w.deadlines.world.bookings) booking.status = "cancelled";
    expect(await Effect.runPromise(planDeadlineReminders(w, new Date(later.getTime() - 13 * DAY)))).toEqual({
      planned: 0,
      cancelled: 3,
    });
  });
});

describe("runDueJobs with the reminder handler", () => {
  it("sends each due reminder once, as DeadlineApproaching", async () => {
    const w = world();
    await Effect.runPromise(planDeadlineReminders(w, before(30)));
    const handlers = { [DEADLINE_REMINDER_KIND]: sendDeadlineReminder(w.notifier) };
    const pass = await Effect.runPromise(runDueJobs({ jobs: w.jobs, handlers }, () => before(7), POLICY));
    expect(pass).toEqual({ done: 2, retried: 0, failed: 0, lost: 0 });
    await Effect.runPromise(runDueJobs({ jobs: w.jobs, handlers }, () => before(6), POLICY));
    expect(w.notifier.events).toEqual([
      {
        _tag: "DeadlineApproaching",
        user_id: 1,
        booking_id: 9,
        subject: "Грант",
        deadline,
        days_left: 14,
        once_key: `deadline:1:9:${deadline.toISOString()}:14`,
      },
      {
        _tag: "DeadlineApproaching",
        user_id: 1,
        booking_id: 9,
        subject: "Грант",
        deadline,
        days_left: 7,
        once_key: `deadline:1:9:${deadline.toISOString()}:7`,
      },
    ]);
  });

  it("retries a reminder whose notifier failed, and gives up after the last attempt", async () => {
    const w = world();
    await w.jobs.schedule(DEADLINE_REMINDER_KIND, "k", before(3), {
      user_id: 1,
      booking_id: null,
      subject: "Бакалавриат",
      deadline: deadline.toISOString(),
      days_left: 3,
    });
    const down: ApplicantNotifier = { notify: () => Promise.reject(new Error("smtp down")) };
    const handlers = { [DEADLINE_REMINDER_KIND]: sendDeadlineReminder(down) };
    let now = before(3);
    const passes = [];
    for (let n = 0; n < 4; n++) {
      passes.push(await Effect.runPromise(runDueJobs({ jobs: w.jobs, handlers }, () => now, POLICY)));
      now = new Date(now.getTime() + DAY);
    }
    expect(passes.map((pass) => [pass.retried, pass.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(w.jobs.rows[0]).toMatchObject({ state: "failed", last_error: expect.stringContaining("smtp down") });
  });

  it("fails a job of an unknown kind or with an unreadable payload at once", async () => {
    const w = world();
    await w.jobs.schedule("mystery", "a", before(3), {});
    await w.jobs.schedule(DEADLINE_REMINDER_KIND, "b", before(3), { user_id: "one" });
    const handlers = { [DEADLINE_REMINDER_KIND]: sendDeadlineReminder(w.notifier) };
    const pass = await Effect.runPromise(runDueJobs({ jobs: w.jobs, handlers }, () => before(3), POLICY));
    expect(pass).toEqual({ done: 0, retried: 0, failed: 2, lost: 0 });
    expect(w.notifier.events).toEqual([]);
  });
});
