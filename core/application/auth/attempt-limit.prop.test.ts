import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attemptVerdict, refusalAfter } from "./attempt-limit";

const now = new Date("2026-03-01T09:00:00.000Z");
const WINDOW = 900;
const timesArb = fc
  .array(fc.integer({ min: 0, max: 2 * WINDOW * 1000 }), { maxLength: 12 })
  .map((ages) => ages.map((ms) => new Date(now.getTime() - ms)));
const limitArb = fc.record({ max: fc.integer({ min: 1, max: 6 }), windowSeconds: fc.constant(WINDOW) });

describe("attemptVerdict properties", () => {
  it("is limited exactly when at least max attempts lie in the window", () => {
    fc.assert(
      fc.property(timesArb, limitArb, (times, limit) => {
        const counted = times.filter((t) => now.getTime() - t.getTime() < WINDOW * 1000).length;
        expect(attemptVerdict(times, now, limit)._tag).toBe(counted >= limit.max ? "Limited" : "Allowed");
      }),
    );
  });

  it("allows an attempt after waiting the advertised time (with the same history)", () => {
    fc.assert(
      fc.property(timesArb, limitArb, (times, limit) => {
        const verdict = attemptVerdict(times, now, limit);
        if (verdict._tag === "Limited") {
          expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(WINDOW);
          const later = new Date(now.getTime() + verdict.retryAfterSeconds * 1000);
          expect(attemptVerdict(times, later, limit)._tag).toBe("Allowed");
        }
      }),
    );
  });

  it("a refused reservation always answers a wait of 1 s up to the window, the verdict's own when it agrees", () => {
    fc.assert(
      fc.property(timesArb, limitArb, (times, limit) => {
        const refusal = refusalAfter(times, now, limit);
        const verdict = attemptVerdict(times, now, limit);
        expect(refusal._tag).toBe("TooManyAttempts");
        expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(WINDOW);
        expect(refusal.retryAfterSeconds).toBe(verdict._tag === "Limited" ? verdict.retryAfterSeconds : 1);
      }),
    );
  });
});
