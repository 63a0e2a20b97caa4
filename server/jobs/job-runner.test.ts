import { describe, expect, it } from "vitest";
import { memoryApplicantNotifier } from "../../adapters/storage/memory/applicant-notifier.memory";
import { memoryDeadlineSource } from "../../adapters/storage/memory/deadline-source.memory";
import { memoryJobQueue } from "../../adapters/storage/memory/job-queue.memory";
import type { DeadlineSource } from "../../core/ports/deadline-source.port";
import { startJobRunner } from "./job-runner";

const now = new Date("2026-11-28T09:00:00.000Z");

describe("startJobRunner", () => {
  it("plans on the first pass and again only once the re-plan interval has passed", async () => {
    const source = memoryDeadlineSource();
    let reads = 0;
    const counting: DeadlineSource = {
      candidates: () => {
        reads += 1;
        return source.candidates();
      },
    };
    let clock = now;
    const runner = startJobRunner({
      jobs: memoryJobQueue(),
      deadlines: counting,
      notifier: memoryApplicantNotifier(),
      clock: { now: () => clock },
      intervalMs: 0,
      replanMs: 60_000,
    });
    await runner.tick();
    await runner.tick();
    clock = new Date(now.getTime() + 60_000);
    await runner.tick();
    await runner.stop();
    expect(reads).toBe(2);
  });

  it("never runs two passes at once, and logs a failed pass instead of stopping", async () => {
    const logged: string[] = [];
    let release: () => void = () => undefined;
    const slow: DeadlineSource = {
      candidates: () =>
        new Promise((resolve) => {
          release = () => resolve([]);
        }),
    };
    const runner = startJobRunner({
      jobs: { ...memoryJobQueue(), claimDue: () => Promise.reject(new Error("database gone")) },
      deadlines: slow,
      notifier: memoryApplicantNotifier(),
      clock: { now: () => now },
      intervalMs: 0,
      replanMs: 60_000,
      log: (message) => logged.push(message),
    });
    const first = runner.tick();
    expect(runner.tick()).toBe(first);
    release();
    await first;
    await runner.stop();
    expect(logged).toEqual(["Background jobs: database gone"]);
  });
});
