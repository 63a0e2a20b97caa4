export type AttemptLimit = Readonly<{ max: number; windowSeconds: number }>;

export type AttemptVerdict =
  | { readonly _tag: "Allowed" }
  /** Wait this many whole seconds (at least 1) until the oldest counted attempt leaves the window. */
  | { readonly _tag: "Limited"; readonly retryAfterSeconds: number };

/**
 * Sliding window: an attempt counts while it is less than `windowSeconds` old. With `max` or more attempts counted,
 * the next one is refused until enough of them have aged out to leave room for one more.
 */
export const attemptVerdict = (times: readonly Date[], now: Date, limit: AttemptLimit): AttemptVerdict => {
  const windowMs = limit.windowSeconds * 1000;
  const counted = times
    .map((time) => time.getTime())
    .filter((ms) => ms > now.getTime() - windowMs && ms <= now.getTime())
    .sort((a, b) => a - b);
  if (counted.length < limit.max) return { _tag: "Allowed" };
  const freeAt = (counted[counted.length - limit.max] ?? now.getTime()) + windowMs;
  return { _tag: "Limited", retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
};

/** The failure of a throttled call: retry after this many seconds. */
export type TooManyAttempts = { readonly _tag: "TooManyAttempts"; readonly retryAfterSeconds: number };

/** The failure to answer for a verdict, or null when the attempt may go ahead. */
export const tooManyAttempts = (verdict: AttemptVerdict): TooManyAttempts | null =>
  verdict._tag === "Limited" ? { _tag: "TooManyAttempts", retryAfterSeconds: verdict.retryAfterSeconds } : null;

/**
 * The failure to answer when a reservation was refused with these times in the window. The store counted them as
 * a full window; should this clock read them otherwise (another process's clock ahead of ours), wait one second.
 */
export const refusalAfter = (times: readonly Date[], now: Date, limit: AttemptLimit): TooManyAttempts =>
  tooManyAttempts(attemptVerdict(times, now, limit)) ?? { _tag: "TooManyAttempts", retryAfterSeconds: 1 };
