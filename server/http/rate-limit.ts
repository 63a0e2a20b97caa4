import type { Context, MiddlewareHandler } from "hono";
import type { Clock } from "../../core/ports/clock.port";
import { apiError } from "./api-error";

/** At most `limit` accepted hits per key in any `windowMs` milliseconds. */
export type RateLimitRule = Readonly<{ limit: number; windowMs: number }>;

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

export type RateLimiter = Readonly<{
  rule: RateLimitRule;
  /** Counts a hit of `key` at `now` when there is room for it; a refused hit is not counted. */
  hit(key: string, now: Date): RateDecision;
  /** Number of keys currently remembered. */
  size(): number;
}>;

export const RATE_LIMITED_MESSAGE = "Слишком много запросов. Попробуйте позже.";

/**
 * A sliding-window log in process memory: each key keeps the times of its accepted hits inside the window (at
 * most `limit` of them). A refused hit waits until the oldest counted hit leaves the window; Retry-After is that
 * wait in whole seconds, at least 1. Memory is bounded: past `maxKeys` keys, keys with nothing left in their
 * window are dropped, then the least recently used ones. Limits are per process, so they reset on restart and are
 * not shared between processes (one process serves this site; see ADR 015).
 */
export function createRateLimiter(rule: RateLimitRule, options: Readonly<{ maxKeys?: number }> = {}): RateLimiter {
  if (!Number.isInteger(rule.limit) || rule.limit < 1 || !(rule.windowMs > 0)) {
    throw new Error(`Bad rate limit rule: ${JSON.stringify(rule)}`);
  }
  const maxKeys = options.maxKeys ?? 50_000;
  const hits = new Map<string, number[]>();

  const sweep = (nowMs: number) => {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? Number.NEGATIVE_INFINITY) <= nowMs - rule.windowMs) hits.delete(key);
    }
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(key);
    }
  };

  return {
    rule,
    hit(key, now) {
      const nowMs = now.getTime();
      const times = (hits.get(key) ?? []).filter((at) => at > nowMs - rule.windowMs && at <= nowMs);
      hits.delete(key);
      if (times.length >= rule.limit) {
        hits.set(key, times);
        const oldest = times[times.length - rule.limit] ?? nowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - nowMs) / 1000)) };
      }
      if (times.length === 0 && hits.size >= maxKeys) sweep(nowMs);
      times.push(nowMs);
      hits.set(key, times);
      return { allowed: true };
    },
    size: () => hits.size,
  };
}

/** A middleware answering 429 {message} with Retry-After when the request's key is over its limit. */
export function rateLimit<C extends Context>(
  limiter: RateLimiter,
  clock: Clock,
  keyOf: (c: C) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const decision = limiter.hit(keyOf(c as C), clock.now());
    if (!decision.allowed) {
      return apiError(c, 429, RATE_LIMITED_MESSAGE, undefined, { "Retry-After": String(decision.retryAfterSeconds) });
    }
    return next();
  };
}
