import { describe, expect, it } from "vitest";
import { PROGRESS_IDLE, type ProgressEvent, type ProgressState, progressStep } from "./progress-state";
import { progressView } from "./progress-view";

const run = (events: readonly ProgressEvent[], from: ProgressState = PROGRESS_IDLE): ProgressState =>
  events.reduce(progressStep, from);

describe("progress bar machine", () => {
  it("stays hidden during the 200 ms throttle and shows afterwards", () => {
    const started = run([{ type: "start", at: 1000, delayMs: 200 }]);
    expect(started).toEqual({ phase: "waiting", showAt: 1200 });
    expect(progressView(run([{ type: "tick", at: 1199 }], started), 1199).visible).toBe(false);
    const shown = run([{ type: "tick", at: 1200 }], started);
    expect(shown).toEqual({ phase: "running", shownAt: 1200 });
    expect(progressView(shown, 1200).visible).toBe(true);
  });

  it("never shows a navigation that ends within the throttle", () => {
    const state = run([
      { type: "start", at: 0, delayMs: 200 },
      { type: "finish", at: 150, outcome: "ok" },
    ]);
    expect(state).toEqual(PROGRESS_IDLE);
  });

  it("fills the bar on finishing and hides it 500 ms later", () => {
    const done = run([
      { type: "start", at: 0, delayMs: 200 },
      { type: "tick", at: 300 },
      { type: "finish", at: 1000, outcome: "ok" },
    ]);
    expect(done).toEqual({ phase: "done", hideAt: 1500 });
    expect(progressView(done, 1000)).toEqual({ visible: true, value: 100, failed: false });
    expect(run([{ type: "tick", at: 1499 }], done)).toEqual(done);
    expect(run([{ type: "tick", at: 1500 }], done)).toEqual(PROGRESS_IDLE);
  });

  it("marks a failure, even a quick one, and hides it 500 ms later", () => {
    const failed = run([
      { type: "start", at: 0, delayMs: 200 },
      { type: "finish", at: 50, outcome: "failed" },
    ]);
    expect(failed).toEqual({ phase: "failed", hideAt: 550 });
    expect(progressView(failed, 60)).toEqual({ visible: true, value: 100, failed: true });
    expect(run([{ type: "tick", at: 550 }], failed)).toEqual(PROGRESS_IDLE);
  });

  it("shows a late start at once when the bar is still on screen", () => {
    const state = run([{ type: "start", at: 1200, delayMs: 200 }], { phase: "done", hideAt: 1500 });
    expect(state).toEqual({ phase: "running", shownAt: 1200 });
  });

  it("keeps the earlier deadline when a second source starts while waiting", () => {
    const state = run([
      { type: "start", at: 0, delayMs: 200 },
      { type: "start", at: 100, delayMs: 200 },
    ]);
    expect(state).toEqual({ phase: "waiting", showAt: 200 });
  });

  it("ignores a finish when nothing runs (first render of a page)", () => {
    expect(run([{ type: "finish", at: 5, outcome: "failed" }])).toEqual(PROGRESS_IDLE);
  });
});
