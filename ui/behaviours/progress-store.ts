import {
  PROGRESS_IDLE,
  type ProgressEvent,
  type ProgressState,
  progressStep,
} from "../../core/domain/navigation/progress-state";
import { type ProgressView, progressView, progressWakeUp } from "../../core/domain/navigation/progress-view";

/**
 * The one progress bar of the page, kept outside React so that it survives the switch between the page and the
 * error boundary (the root layout remounts then) and can show the failure. Time comes from the caller's clock.
 */
export type ProgressSnapshot = Readonly<{ state: ProgressState; view: ProgressView }>;

const HIDDEN: ProgressSnapshot = { state: PROGRESS_IDLE, view: progressView(PROGRESS_IDLE, 0) };

export function createProgressStore(clock: () => number = () => Date.now()) {
  let snapshot = HIDDEN;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const dispatch = (event: ProgressEvent) => {
    const state = progressStep(snapshot.state, event);
    clearTimeout(timer);
    const wake = progressWakeUp(state, event.at);
    if (wake !== null) timer = setTimeout(() => dispatch({ type: "tick", at: clock() }), Math.max(0, wake - event.at));
    const view = progressView(state, event.at);
    if (state === snapshot.state && view.value === snapshot.view.value) return;
    snapshot = { state, view };
    listeners.forEach((listener) => listener());
  };

  return {
    start: (delayMs: number) => dispatch({ type: "start", at: clock(), delayMs }),
    finish: (outcome: "ok" | "failed") => dispatch({ type: "finish", at: clock(), outcome }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => HIDDEN,
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;

/** The page's progress bar. */
export const navigationProgress: ProgressStore = createProgressStore();
