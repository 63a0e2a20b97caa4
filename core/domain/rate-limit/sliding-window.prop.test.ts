import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RateLimitRule } from "./rate-limit-rule";
import { slidingWindowHit } from "./sliding-window";

const ruleArb: fc.Arbitrary<RateLimitRule> = fc.record({
  limit: fc.integer({ min: 1, max: 6 }),
  windowMs: fc.integer({ min: 1, max: 5_000 }),
});
/** Hit times, oldest first: gaps from 0 (the same millisecond) to two windows' worth. */
const timesArb = fc
  .array(fc.integer({ min: 0, max: 4_000 }), { minLength: 1, maxLength: 60 })
  .map((gaps) => gaps.reduce<number[]>((at, gap) => [...at, (at.at(-1) ?? 1_000_000) + gap], []));

const run = (rule: RateLimitRule, times: readonly number[]) => {
  let hits: readonly number[] = [];
  return times.map((now) => {
    const step = slidingWindowHit(hits, rule, now);
    hits = step.hits;
    return { now, decision: step.decision };
  });
};

describe("slidingWindowHit properties", () => {
  it("never accepts more than `limit` hits in any window", () => {
    fc.assert(
      fc.property(ruleArb, timesArb, (rule, times) => {
        const accepted = run(rule, times)
          .filter((step) => step.decision.allowed)
          .map((step) => step.now);
        for (const at of accepted) {
          expect(accepted.filter((other) => other > at - rule.windowMs && other <= at).length).toBeLessThanOrEqual(
            rule.limit,
          );
        }
      }),
    );
  });

  it("accepts exactly when fewer than `limit` accepted hits lie in the window (refusals are not counted)", () => {
    fc.assert(
      fc.property(ruleArb, timesArb, (rule, times) => {
        const accepted: number[] = [];
        for (const step of run(rule, times)) {
          const inWindow = accepted.filter((at) => at > step.now - rule.windowMs).length;
          expect(step.decision.allowed).toBe(inWindow < rule.limit);
          if (step.decision.allowed) accepted.push(step.now);
        }
      }),
    );
  });

  it("a refused hit waits at least a second, and waiting Retry-After makes room", () => {
    fc.assert(
      fc.property(ruleArb, timesArb, (rule, times) => {
        let hits: readonly number[] = [];
        for (const now of times) {
          const step = slidingWindowHit(hits, rule, now);
          if (!step.decision.allowed) {
            expect(step.decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            const later = slidingWindowHit(step.hits, rule, now + step.decision.retryAfterSeconds * 1000);
            expect(later.decision.allowed).toBe(true);
          }
          hits = step.hits;
        }
      }),
    );
  });

  it("keeps at most `limit` hits, none older than the window", () => {
    fc.assert(
      fc.property(ruleArb, timesArb, (rule, times) => {
        let hits: readonly number[] = [];
        for (const now of times) {
          hits = slidingWindowHit(hits, rule, now).hits;
          expect(hits.length).toBeLessThanOrEqual(rule.limit);
          expect(hits.every((at) => at > now - rule.windowMs)).toBe(true);
        }
      }),
    );
  });
});
