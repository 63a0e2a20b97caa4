/** One sliding window of the per-author comment limit: at most `max` comments in any `seconds`. */
export type CommentRateWindow = { readonly seconds: number; readonly max: number };

/**
 * The per-author limit (ADR 061): at most 5 comments in any 10 minutes and 30 in any 24 hours, replies, reviews and
 * comments deleted since included.
 */
export const COMMENT_RATE_WINDOWS: readonly CommentRateWindow[] = [
  { seconds: 10 * 60, max: 5 },
  { seconds: 24 * 60 * 60, max: 30 },
];

/** How far back an author's comments matter to the limit and the duplicate rule: the longest window. */
export const COMMENT_LOOKBACK_SECONDS = 24 * 60 * 60;

export type CommentRateVerdict =
  | { readonly _tag: "Allowed" }
  /** Wait this many whole seconds (at least 1) until every window has room for one more. */
  | { readonly _tag: "TooManyComments"; readonly retry_after_seconds: number };

/** Milliseconds until the window has room again; 0 when it has room now. */
const waitMs = (sentMs: readonly number[], nowMs: number, { seconds, max }: CommentRateWindow): number => {
  const windowMs = seconds * 1000;
  // A comment counts while it is younger than the window; one stamped ahead of the clock counts too.
  const counted = sentMs.filter((ms) => ms > nowMs - windowMs).sort((a, b) => b - a);
  const leaving = counted[max - 1];
  return leaving === undefined ? 0 : leaving + windowMs - nowMs;
};

/**
 * Whether an author who sent comments at `sent` may send one more at `now`: every window must hold fewer than its
 * `max`. Refused, the wait is the longest over the full windows, rounded up to whole seconds.
 */
export const commentRateVerdict = (
  sent: readonly Date[],
  now: Date,
  windows: readonly CommentRateWindow[] = COMMENT_RATE_WINDOWS,
): CommentRateVerdict => {
  const sentMs = sent.map((at) => at.getTime());
  const wait = Math.max(0, ...windows.map((window) => waitMs(sentMs, now.getTime(), window)));
  return wait === 0
    ? { _tag: "Allowed" }
    : { _tag: "TooManyComments", retry_after_seconds: Math.max(1, Math.ceil(wait / 1000)) };
};
