import { match } from "ts-pattern";
import { PROGRESS_BAR } from "../constants/progress-bar";
import type { ProgressState } from "./progress-state";

const FLOOR = 8;
const CEILING = 95;

/** How full the running bar is after `elapsedMs`: rises quickly, then slowly towards 95 %, never reaching 100. */
export const progressAt = (elapsedMs: number): number => {
  const t = Math.max(0, elapsedMs) / PROGRESS_BAR.durationMs;
  return FLOOR + (CEILING - FLOOR) * (1 - Math.exp(-3 * t));
};

export type ProgressView = Readonly<{ visible: boolean; value: number; failed: boolean }>;

/** What the bar shows at `now` (percent 0 to 100). */
export const progressView = (state: ProgressState, now: number): ProgressView =>
  match(state)
    .with({ phase: "idle" }, { phase: "waiting" }, () => ({ visible: false, value: 0, failed: false }))
    .with({ phase: "running" }, (s) => ({ visible: true, value: progressAt(now - s.shownAt), failed: false }))
    .with({ phase: "done" }, () => ({ visible: true, value: 100, failed: false }))
    .with({ phase: "failed" }, () => ({ visible: true, value: 100, failed: true }))
    .exhaustive();

/** Refresh rate of the running bar's value (its CSS transition smooths between steps). */
export const PROGRESS_REFRESH_MS = 250;

/** When the machine next needs a tick after `now` (to show, to refresh the value or to hide); null when at rest. */
export const progressWakeUp = (state: ProgressState, now: number): number | null =>
  match(state)
    .with({ phase: "idle" }, () => null)
    .with({ phase: "waiting" }, (s) => s.showAt)
    .with({ phase: "running" }, () => now + PROGRESS_REFRESH_MS)
    .with({ phase: "done" }, { phase: "failed" }, (s) => s.hideAt)
    .exhaustive();
