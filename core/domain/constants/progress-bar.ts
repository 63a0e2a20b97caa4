/** Navigation progress bar timings in ms (spec 9). */
export const PROGRESS_BAR = {
  throttleMs: 200,
  durationMs: 5000,
  hideAfterFinishMs: 500,
  minFetchDisplayDelayMs: 200,
} as const;
