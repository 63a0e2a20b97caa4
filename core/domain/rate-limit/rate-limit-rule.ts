/** At most `limit` accepted hits per key in any `windowMs` milliseconds. */
export type RateLimitRule = Readonly<{ limit: number; windowMs: number }>;

/** The answer to one hit: counted, or refused with the whole seconds to wait (at least 1). */
export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** A rule is a whole limit of at least 1 over a positive window. */
export const isValidRateLimitRule = (rule: RateLimitRule): boolean =>
  Number.isInteger(rule.limit) && rule.limit >= 1 && rule.windowMs > 0;
