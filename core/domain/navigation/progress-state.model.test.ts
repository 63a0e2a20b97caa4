import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROGRESS_BAR } from "../constants/progress-bar";
import { PROGRESS_IDLE, type ProgressState, progressStep } from "./progress-state";
import { progressView } from "./progress-view";

/**
 * Model-based test: the machine against a model that only remembers when work began, whether it is still going,
 * when it ended and how. Visibility and failure must follow from those few facts.
 */
type Model = {
  now: number;
  busy: boolean;
  /** When the bar becomes (or became) visible for the current run; null when it was never due. */
  visibleFrom: number | null;
  endedAt: number | null;
  failed: boolean;
  lastValue: number;
};
type Real = { state: ProgressState };

const visibleIn = (m: Model): boolean => {
  if (m.busy) return m.visibleFrom !== null && m.now >= m.visibleFrom;
  if (m.endedAt === null) return false;
  return m.now < m.endedAt + PROGRESS_BAR.hideAfterFinishMs && (m.failed || m.visibleFrom !== null);
};

const check = (m: Model, r: Real) => {
  r.state = progressStep(r.state, { type: "tick", at: m.now });
  const view = progressView(r.state, m.now);
  expect(view.visible).toBe(visibleIn(m));
  if (view.visible && !m.busy) expect(view.value).toBe(100);
  if (view.visible && m.busy) {
    expect(view.value).toBeLessThan(100);
    expect(view.value).toBeGreaterThanOrEqual(m.lastValue);
    m.lastValue = view.value;
  }
  expect(view.failed).toBe(view.visible && !m.busy && m.failed);
};

class Wait implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    m.now += this.ms;
    check(m, r);
  }
  toString = () => `wait(${this.ms})`;
}

class Start implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => !m.busy;
  run(m: Model, r: Real) {
    const stillShown = visibleIn(m);
    m.busy = true;
    m.visibleFrom = stillShown ? m.now : m.now + PROGRESS_BAR.throttleMs;
    m.endedAt = null;
    m.failed = false;
    m.lastValue = 0;
    r.state = progressStep(r.state, { type: "start", at: m.now, delayMs: PROGRESS_BAR.throttleMs });
    check(m, r);
  }
  toString = () => "start";
}

class Finish implements fc.Command<Model, Real> {
  constructor(readonly outcome: "ok" | "failed") {}
  check = (m: Readonly<Model>) => m.busy;
  run(m: Model, r: Real) {
    const wasShown = m.visibleFrom !== null && m.now >= m.visibleFrom;
    m.busy = false;
    m.endedAt = m.now;
    m.failed = this.outcome === "failed";
    m.visibleFrom = wasShown ? m.visibleFrom : null;
    r.state = progressStep(r.state, { type: "finish", at: m.now, outcome: this.outcome });
    check(m, r);
  }
  toString = () => `finish(${this.outcome})`;
}

const commands = [
  fc
    .oneof(fc.integer({ min: 1, max: 6000 }), fc.constantFrom(1, 10, 190, 199, 200, 490, 499, 500))
    .map((ms) => new Wait(ms)),
  fc.constant(new Start()),
  fc.constantFrom("ok" as const, "failed" as const).map((outcome) => new Finish(outcome)),
];

describe("progress bar machine against its model", () => {
  it("agrees with the model on visibility, fill and failure for any sequence of work and waiting", () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
        const model: Model = { now: 0, busy: false, visibleFrom: null, endedAt: null, failed: false, lastValue: 0 };
        fc.modelRun(() => ({ model, real: { state: PROGRESS_IDLE } }), cmds);
      }),
    );
  });
});
