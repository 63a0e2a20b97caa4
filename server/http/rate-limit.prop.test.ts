import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

const scenarioArb = fc.record({
  limit: fc.integer({ min: 1, max: 6 }),
  windowMs: fc.integer({ min: 1, max: 10_000 }),
  gaps: fc.array(fc.integer({ min: 0, max: 4000 }), { minLength: 1, maxLength: 60 }),
});

describe("rate limiter properties", () => {
  it("never accepts more than `limit` hits in any window, and a refusal's wait is exactly when room appears", () => {
    fc.assert(
      fc.property(scenarioArb, ({ limit, windowMs, gaps }) => {
        const limiter = createRateLimiter({ limit, windowMs });
        const accepted: number[] = [];
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          const decision = limiter.hit("k", new Date(now));
          const inWindow = accepted.filter((t) => t > now - windowMs);
          if (decision.allowed) {
            expect(inWindow.length).toBeLessThan(limit);
            accepted.push(now);
          } else {
            expect(inWindow.length).toBeGreaterThanOrEqual(limit);
            const freeAt = (inWindow[inWindow.length - limit] ?? now) + windowMs;
            expect(decision.retryAfterSeconds).toBe(Math.max(1, Math.ceil((freeAt - now) / 1000)));
          }
        }
      }),
    );
  });
});
