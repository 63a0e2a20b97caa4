/**
 * A process's note that a shared rate budget is spent (docs/adr/069-password-hashing-under-load-and-the-atomic-login-limit.md): the
 * limiter that refused says until when, and node:http refuses the budget's calls itself until then, without
 * routing them or asking the store. A refused call is not counted by the limiter, so skipping it changes no count;
 * at worst a call is refused up to a second (Retry-After's rounding) after room came back.
 */
export type SpentBudget = Readonly<{
  /** The budget has no room before `untilMs` (epoch milliseconds). */
  spentUntil(untilMs: number): void;
  /** Seconds until the budget has room again, as of `nowMs`; 0 when it may have room now. */
  retryAfterSeconds(nowMs: number): number;
}>;

export function spentBudget(): SpentBudget {
  let until = 0;
  return {
    spentUntil: (untilMs) => {
      until = Math.max(until, untilMs);
    },
    retryAfterSeconds: (nowMs) => (until > nowMs ? Math.ceil((until - nowMs) / 1000) : 0),
  };
}
