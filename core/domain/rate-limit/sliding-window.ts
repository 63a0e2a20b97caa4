import type { RateDecision, RateLimitRule } from "./rate-limit-rule";

/** A key's accepted hits (milliseconds since the epoch, oldest first) after one hit, and the hit's answer. */
export type SlidingWindowStep = Readonly<{ decision: RateDecision; hits: readonly number[] }>;

/**
 * One hit of a sliding-window log: hits older than the window are forgotten; the new hit is counted when fewer than
 * `limit` remain, else refused (a refused hit is not counted) with Retry-After the wait until the oldest counted hit
 * that blocks it leaves the window, in whole seconds, at least 1. Hits from other processes may carry a clock a
 * little ahead: they are kept (a hit is forgotten only when it is older than the window).
 */
export function slidingWindowHit(hits: readonly number[], rule: RateLimitRule, nowMs: number): SlidingWindowStep {
  const kept = hits.filter((at) => at > nowMs - rule.windowMs);
  if (kept.length < rule.limit) {
    return { decision: { allowed: true }, hits: [...kept, nowMs].sort((a, b) => a - b) };
  }
  const blocking = kept[kept.length - rule.limit] ?? nowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((blocking + rule.windowMs - nowMs) / 1000));
  return { decision: { allowed: false, retryAfterSeconds }, hits: kept };
}
