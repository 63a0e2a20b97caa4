import type { Context, MiddlewareHandler } from "hono";
import {
  isValidRateLimitRule,
  type RateDecision,
  type RateLimitRule,
} from "../../core/domain/rate-limit/rate-limit-rule";
import type { Clock } from "../../core/ports/clock.port";
import type { RateLimitStore } from "../../core/ports/rate-limit-store.port";
import { memoryRateLimitStore } from "../../adapters/storage/memory/rate-limits.memory";
import { apiError } from "./api-error";

export type { RateDecision, RateLimitRule };

/** One named limit: counts a hit of `key` at `now` when there is room for it; a refused hit is not counted. */
export type RateLimiter = Readonly<{
  rule: RateLimitRule;
  hit(key: string, now: Date): RateDecision | Promise<RateDecision>;
}>;

/** The site's limits over one store (ADR 073): `limiter(name, rule)` counts under keys `name|...` of that store. */
export type RateLimits = Readonly<{ limiter(name: string, rule: RateLimitRule): RateLimiter }>;

export const RATE_LIMITED_MESSAGE = "Слишком много запросов. Попробуйте позже.";

const checked = (rule: RateLimitRule): RateLimitRule => {
  if (!isValidRateLimitRule(rule)) throw new Error(`Bad rate limit rule: ${JSON.stringify(rule)}`);
  return rule;
};

/**
 * Named limiters over a RateLimitStore: the composition root hands every route group one of these, over the table
 * on PostgreSQL (shared by every process) or over process memory on the embedded database (ADR 015, 073).
 */
export function rateLimitsOver(store: RateLimitStore): RateLimits {
  return {
    limiter(name, rule) {
      const valid = checked(rule);
      return { rule: valid, hit: (key, now) => store.hit(`${name}|${key}`, valid, now) };
    },
  };
}

/** Named limiters in this process's memory alone: for a route group composed without the site's shared limits. */
export const inProcessRateLimits = (): RateLimits => rateLimitsOver(memoryRateLimitStore());

/** A middleware answering 429 {message} with Retry-After when the request's key is over its limit. */
export function rateLimit<C extends Context>(
  limiter: RateLimiter,
  clock: Clock,
  keyOf: (c: C) => string,
  /** Told of each refusal: until when (epoch ms) the key has no room. */
  onRefused?: (untilMs: number) => void,
): MiddlewareHandler {
  return async (c, next) => {
    const now = clock.now();
    const decision = await limiter.hit(keyOf(c as C), now);
    if (!decision.allowed) {
      onRefused?.(now.getTime() + decision.retryAfterSeconds * 1000);
      return apiError(c, 429, RATE_LIMITED_MESSAGE, undefined, { "Retry-After": String(decision.retryAfterSeconds) });
    }
    return next();
  };
}

/** What a route group with limits takes from the composition root. */
export type WithRateLimits = Readonly<{ rateLimits: RateLimits }>;
