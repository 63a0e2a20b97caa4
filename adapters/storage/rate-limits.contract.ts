import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { slidingWindowHit } from "../../core/domain/rate-limit/sliding-window";
import type { RateLimitStore } from "../../core/ports/rate-limit-store.port";

const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 12) + ms);
const MINUTE = { limit: 3, windowMs: 60_000 };
let nextKey = 0;
/** A key no earlier test of this run used (the SQL leg shares one database across tests). */
const freshKey = (label: string) => `${label}|${process.pid}|${(nextKey += 1)}|${Math.random()}`;

/** The behaviour every RateLimitStore must have (memory, PGlite and PostgreSQL). */
export function rateLimitStoreContract(name: string, open: () => Promise<RateLimitStore>) {
  describe(`RateLimitStore contract: ${name}`, () => {
    let store: RateLimitStore;
    beforeEach(async () => {
      store = await open();
    });

    it("counts hits up to the limit, then refuses with the wait until the oldest blocking hit leaves", async () => {
      const key = freshKey("form");
      const answers = [];
      for (const ms of [0, 10_000, 20_000, 30_500]) answers.push(await store.hit(key, MINUTE, at(ms)));
      expect(answers).toEqual([
        { allowed: true },
        { allowed: true },
        { allowed: true },
        { allowed: false, retryAfterSeconds: 30 },
      ]);
      expect(await store.hit(key, MINUTE, at(60_001))).toEqual({ allowed: true });
    });

    it("does not count a refused hit", async () => {
      const key = freshKey("visit");
      const rule = { limit: 1, windowMs: 1_000 };
      expect(await store.hit(key, rule, at(0))).toEqual({ allowed: true });
      for (const ms of [100, 200, 900]) expect((await store.hit(key, rule, at(ms))).allowed).toBe(false);
      expect(await store.hit(key, rule, at(1_001))).toEqual({ allowed: true });
    });

    it("keeps keys apart", async () => {
      const [a, b] = [freshKey("a"), freshKey("b")];
      const rule = { limit: 1, windowMs: 60_000 };
      expect(await store.hit(a, rule, at(0))).toEqual({ allowed: true });
      expect(await store.hit(b, rule, at(0))).toEqual({ allowed: true });
      expect((await store.hit(a, rule, at(1))).allowed).toBe(false);
    });

    it("accepts exactly `limit` of many simultaneous hits of one key", async () => {
      const key = freshKey("flood");
      const rule = { limit: 5, windowMs: 60_000 };
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => store.hit(key, rule, at(i % 3))));
      expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
      expect(answers.filter((answer) => !answer.allowed)).toHaveLength(35);
    });

    it("answers as the sliding-window rule of the core does, hit for hit", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ limit: fc.integer({ min: 1, max: 4 }), windowMs: fc.integer({ min: 1_000, max: 5_000 }) }),
          fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 15 }),
          async (rule, gaps) => {
            const key = freshKey("model");
            let model: readonly number[] = [];
            let now = 0;
            for (const gap of gaps) {
              now += gap;
              const expected = slidingWindowHit(model, rule, at(now).getTime());
              model = expected.hits;
              expect(await store.hit(key, rule, at(now))).toEqual(expected.decision);
            }
          },
        ),
        { numRuns: 15 },
      );
    });

    it("sweeps keys whose hits have all left the window and keeps the others", async () => {
      const [old, live] = [freshKey("old"), freshKey("live")];
      const rule = { limit: 2, windowMs: 1_000 };
      const base = 10 * 365 * 24 * 3_600_000; // ten years on: after every other test's hits
      await store.hit(old, rule, at(base));
      await store.hit(live, rule, at(base + 5_000));
      const remaining = await store.sweep(at(base + 5_500), 1_000);
      expect(remaining).toBeGreaterThanOrEqual(1);
      expect(await store.sweep(at(base + 5_500), 1_000)).toBe(remaining);
      // The old key starts afresh (its row is gone or empty); the live one still counts its hit.
      expect(await store.hit(old, { limit: 1, windowMs: 60_000 }, at(base + 5_600))).toEqual({ allowed: true });
      expect((await store.hit(live, { limit: 1, windowMs: 1_000 }, at(base + 5_600))).allowed).toBe(false);
      expect(await store.sweep(at(base + 100_000), 1_000)).toBe(0);
    });
  });
}
