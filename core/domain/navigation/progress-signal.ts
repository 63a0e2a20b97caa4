import { PROGRESS_BAR } from "../constants/progress-bar";

type RouterActivity = "idle" | "loading" | "submitting";

export type ProgressSignal = Readonly<{ busy: false }> | Readonly<{ busy: true; delayMs: number }>;

/**
 * What starts the bar: a navigation shows it after the 200 ms throttle; background fetches (fetchers) only when they
 * are still running after the minimum fetch display delay. A navigation takes precedence over fetches.
 */
export const progressSignal = (navigation: RouterActivity, fetchers: readonly RouterActivity[]): ProgressSignal => {
  if (navigation !== "idle") return { busy: true, delayMs: PROGRESS_BAR.throttleMs };
  if (fetchers.some((state) => state !== "idle")) return { busy: true, delayMs: PROGRESS_BAR.minFetchDisplayDelayMs };
  return { busy: false };
};
