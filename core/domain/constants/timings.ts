/** Delays and rate limits in ms (spec 9). */
export const TIMINGS = {
  pageViewDelayMs: 250,
  chunkReloadGuardMs: 60_000,
  resizeHandlerDelayMs: 50,
  leadCallRateLimitMs: 10_000,
} as const;
