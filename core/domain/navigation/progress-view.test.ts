import { describe, expect, it } from "vitest";
import { PROGRESS_REFRESH_MS, progressAt, progressView, progressWakeUp } from "./progress-view";

describe("progress bar view", () => {
  it("starts low, passes 85 % by the 5000 ms duration and stays under 100 %", () => {
    expect(progressAt(0)).toBe(8);
    expect(progressAt(5000)).toBeGreaterThan(85);
    expect(progressAt(5000)).toBeLessThan(95);
    expect(progressAt(600_000)).toBeLessThan(100);
  });

  it("reads the running value from the time it became visible", () => {
    expect(progressView({ phase: "running", shownAt: 1000 }, 3500).value).toBeCloseTo(progressAt(2500));
    expect(progressView({ phase: "waiting", showAt: 200 }, 100)).toEqual({ visible: false, value: 0, failed: false });
  });

  it("wakes up to show, to refresh while running and to hide", () => {
    expect(progressWakeUp({ phase: "idle" }, 10)).toBeNull();
    expect(progressWakeUp({ phase: "waiting", showAt: 200 }, 10)).toBe(200);
    expect(progressWakeUp({ phase: "running", shownAt: 0 }, 10)).toBe(10 + PROGRESS_REFRESH_MS);
    expect(progressWakeUp({ phase: "failed", hideAt: 700 }, 300)).toBe(700);
  });
});
