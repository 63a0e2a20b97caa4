import { match } from "ts-pattern";
import { PROGRESS_BAR } from "../constants/progress-bar";

/**
 * The navigation progress bar (spec 4, 9) as a state machine over plain millisecond timestamps. Busy work shows the
 * bar only after its delay; finishing fills it and hides it 500 ms later; a failure marks it and hides it the same way.
 */
export type ProgressState =
  | Readonly<{ phase: "idle" }>
  | Readonly<{ phase: "waiting"; showAt: number }>
  | Readonly<{ phase: "running"; shownAt: number }>
  | Readonly<{ phase: "done"; hideAt: number }>
  | Readonly<{ phase: "failed"; hideAt: number }>;

export type ProgressEvent =
  | Readonly<{ type: "start"; at: number; delayMs: number }>
  | Readonly<{ type: "tick"; at: number }>
  | Readonly<{ type: "finish"; at: number; outcome: "ok" | "failed" }>;

export const PROGRESS_IDLE: ProgressState = { phase: "idle" };

const hideAt = (at: number) => at + PROGRESS_BAR.hideAfterFinishMs;

const onStart = (state: ProgressState, at: number, delayMs: number): ProgressState =>
  match(state)
    .with({ phase: "idle" }, (): ProgressState => ({ phase: "waiting", showAt: at + Math.max(0, delayMs) }))
    .with({ phase: "waiting" }, (s): ProgressState => ({ phase: "waiting", showAt: Math.min(s.showAt, at + delayMs) }))
    .with({ phase: "running" }, (s) => s)
    .with({ phase: "done" }, { phase: "failed" }, (): ProgressState => ({ phase: "running", shownAt: at }))
    .exhaustive();

const onTick = (state: ProgressState, at: number): ProgressState =>
  match(state)
    .with({ phase: "waiting" }, (s): ProgressState => (at >= s.showAt ? { phase: "running", shownAt: s.showAt } : s))
    .with({ phase: "done" }, { phase: "failed" }, (s) => (at >= s.hideAt ? PROGRESS_IDLE : s))
    .with({ phase: "idle" }, { phase: "running" }, (s) => s)
    .exhaustive();

const onFinish = (state: ProgressState, at: number, outcome: "ok" | "failed"): ProgressState =>
  match(state)
    .with({ phase: "idle" }, { phase: "done" }, { phase: "failed" }, (s) => s)
    .with({ phase: "waiting" }, (): ProgressState =>
      outcome === "ok" ? PROGRESS_IDLE : { phase: "failed", hideAt: hideAt(at) },
    )
    .with({ phase: "running" }, (): ProgressState => ({
      phase: outcome === "ok" ? "done" : "failed",
      hideAt: hideAt(at),
    }))
    .exhaustive();

/** The state after `event`. Time only moves the machine through ticks; events are expected in time order. */
export const progressStep = (state: ProgressState, event: ProgressEvent): ProgressState =>
  match(event)
    .with({ type: "start" }, (e) => onStart(onTick(state, e.at), e.at, e.delayMs))
    .with({ type: "tick" }, (e) => onTick(state, e.at))
    .with({ type: "finish" }, (e) => onFinish(onTick(state, e.at), e.at, e.outcome))
    .exhaustive();
