import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROGRESS_BAR } from "../constants/progress-bar";
import { PROGRESS_IDLE, type ProgressEvent, type ProgressState, progressStep } from "./progress-state";
import { progressView, progressWakeUp } from "./progress-view";

/** A timeline of events at non-decreasing times (gaps up to 6 s). */
const timelineArb = fc
  .array(
    fc.tuple(
      fc.integer({ min: 0, max: 6000 }),
      fc.oneof(
        fc.record({ type: fc.constant("start" as const), delayMs: fc.constantFrom(0, 200) }),
        fc.record({ type: fc.constant("tick" as const) }),
        fc.record({ type: fc.constant("finish" as const), outcome: fc.constantFrom("ok" as const, "failed" as const) }),
      ),
    ),
    { maxLength: 40 },
  )
  .map((steps) => {
    let at = 0;
    return steps.map(([gap, event]): ProgressEvent => {
      at += gap;
      return { ...event, at } as ProgressEvent;
    });
  });

const states = (events: readonly ProgressEvent[]): ProgressState[] =>
  events.reduce<ProgressState[]>((acc, event) => [...acc, progressStep(acc.at(-1) ?? PROGRESS_IDLE, event)], []);

describe("progress bar machine properties", () => {
  it("shows values between 0 and 100, and 100 only once finished", () => {
    fc.assert(
      fc.property(timelineArb, (events) => {
        states(events).forEach((state, i) => {
          const view = progressView(state, events[i]?.at ?? 0);
          expect(view.value).toBeGreaterThanOrEqual(0);
          expect(view.value).toBeLessThanOrEqual(100);
          if (state.phase === "running") expect(view.value).toBeLessThan(100);
          if (!view.visible) expect(view.value).toBe(0);
        });
      }),
    );
  });

  it("never makes a finished bar linger: it is idle 500 ms after any finish with no new start", () => {
    fc.assert(
      fc.property(timelineArb, fc.constantFrom("ok" as const, "failed" as const), (events, outcome) => {
        const last = events.at(-1)?.at ?? 0;
        const finished = progressStep(states(events).at(-1) ?? PROGRESS_IDLE, { type: "finish", at: last, outcome });
        const later = progressStep(finished, { type: "tick", at: last + PROGRESS_BAR.hideAfterFinishMs });
        expect(later).toEqual(PROGRESS_IDLE);
      }),
    );
  });

  it("asks for a tick exactly while something is pending, never in the past for a waiting or finished bar", () => {
    fc.assert(
      fc.property(timelineArb, (events) => {
        states(events).forEach((state, i) => {
          const now = events[i]?.at ?? 0;
          const wake = progressWakeUp(state, now);
          expect(wake === null).toBe(state.phase === "idle");
          if (state.phase === "running") expect(wake).toBeGreaterThan(now);
        });
      }),
    );
  });
});
