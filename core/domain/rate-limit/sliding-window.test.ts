import { describe, expect, it } from "vitest";
import { isValidRateLimitRule } from "./rate-limit-rule";
import { slidingWindowHit } from "./sliding-window";

describe("slidingWindowHit", () => {
  const rule = { limit: 2, windowMs: 60_000 };

  it("counts hits up to the limit, then refuses until the oldest blocking hit leaves the window", () => {
    const first = slidingWindowHit([], rule, 1_000);
    const second = slidingWindowHit(first.hits, rule, 11_000);
    const third = slidingWindowHit(second.hits, rule, 20_500);
    expect([first.decision, second.decision]).toEqual([{ allowed: true }, { allowed: true }]);
    expect(third.decision).toEqual({ allowed: false, retryAfterSeconds: 41 });
    expect(third.hits).toEqual([1_000, 11_000]);
    expect(slidingWindowHit(third.hits, rule, 61_001).decision).toEqual({ allowed: true });
  });

  it("keeps a hit stamped a little ahead of this process's clock", () => {
    expect(slidingWindowHit([5_000], { limit: 1, windowMs: 1_000 }, 4_999).decision.allowed).toBe(false);
  });

  it("takes whole limits of at least 1 over a positive window", () => {
    expect(isValidRateLimitRule({ limit: 1, windowMs: 1 })).toBe(true);
    expect(isValidRateLimitRule({ limit: 0, windowMs: 1 })).toBe(false);
    expect(isValidRateLimitRule({ limit: 1.5, windowMs: 1 })).toBe(false);
    expect(isValidRateLimitRule({ limit: 1, windowMs: 0 })).toBe(false);
  });
});
