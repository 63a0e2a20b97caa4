/** Spec 9: one call-tracking lead call per 10 s. */
export const LEAD_CALL_RATE_LIMIT_MS = 10_000;

/**
 * How long to wait before the next call-tracking lead may go (spec 9: one lead call per 10 s): 0 when none was made
 * yet or the interval has passed, else the milliseconds left. A call made "in the future" (a clock set back) also
 * waits out the interval from now, never longer.
 */
export const leadCallWait = (
  lastCallAt: number | null,
  now: number,
  intervalMs: number = LEAD_CALL_RATE_LIMIT_MS,
): number => {
  if (lastCallAt === null) return 0;
  const since = now - lastCallAt;
  if (since < 0) return intervalMs;
  return Math.max(0, intervalMs - since);
};
