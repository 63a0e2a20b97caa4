import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { memoryRateLimitStore } from "../../adapters/storage/memory/rate-limits.memory";
import { createRateLimiter, RATE_LIMITED_MESSAGE, rateLimit, rateLimitsOver } from "./rate-limit";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, 0) + seconds * 1000);

describe("createRateLimiter", () => {
  it("accepts `limit` hits in a window, then refuses with the wait until the oldest leaves it", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.hit("k", at(0))).toEqual({ allowed: true });
    expect(limiter.hit("k", at(10))).toEqual({ allowed: true });
    expect(limiter.hit("k", at(20))).toEqual({ allowed: true });
    expect(limiter.hit("k", at(30))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit("k", at(59.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit("k", at(60))).toEqual({ allowed: true });
    expect(limiter.hit("k", at(61))).toEqual({ allowed: false, retryAfterSeconds: 9 });
  });

  it("keeps keys apart", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.hit("a", at(0)).allowed).toBe(true);
    expect(limiter.hit("b", at(0)).allowed).toBe(true);
    expect(limiter.hit("a", at(0)).allowed).toBe(false);
  });

  it("does not count refused hits, so a client that keeps trying is free once the window passes", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 });
    limiter.hit("k", at(0));
    for (let s = 1; s < 10; s++) expect(limiter.hit("k", at(s)).allowed).toBe(false);
    expect(limiter.hit("k", at(10)).allowed).toBe(true);
  });

  it("bounds its memory: stale keys go first, then the least recently used", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, { maxKeys: 3 });
    limiter.hit("a", at(0));
    limiter.hit("b", at(0));
    limiter.hit("c", at(5));
    limiter.hit("d", at(5));
    expect(limiter.size()).toBe(2);
    limiter.hit("e", at(5.1));
    limiter.hit("f", at(5.2));
    expect(limiter.size()).toBe(3);
    expect(limiter.hit("c", at(5.3)).allowed).toBe(true);
  });

  it("refuses a rule that cannot work", () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow();
    expect(() => createRateLimiter({ limit: 1.5, windowMs: 1000 })).toThrow();
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow();
  });
});

describe("rateLimit middleware", () => {
  it("answers 429 {message} with Retry-After once the key is over its limit", async () => {
    let now = at(0);
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const app = new Hono().post(
      "/x",
      rateLimit(limiter, { now: () => now }, (c) => c.req.header("x-key") ?? ""),
      (c) => c.json({ ok: true }),
    );
    const call = () => app.request("/x", { method: "POST", headers: { "x-key": "me" } });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    now = at(15);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    expect(await refused.json()).toEqual({ message: RATE_LIMITED_MESSAGE });
    expect(RATE_LIMITED_MESSAGE).toBe("Слишком много запросов. Попробуйте позже.");
    now = at(60);
    expect((await call()).status).toBe(200);
  });
});

describe("rateLimitsOver", () => {
  it("counts each named limiter under its own keys of one shared store", async () => {
    const store = memoryRateLimitStore();
    const limits = rateLimitsOver(store);
    const forms = limits.limiter("forms", { limit: 1, windowMs: 60_000 });
    const visits = limits.limiter("visit", { limit: 1, windowMs: 60_000 });
    expect(await forms.hit("1.2.3.4", at(0))).toEqual({ allowed: true });
    expect(await visits.hit("1.2.3.4", at(0))).toEqual({ allowed: true });
    expect((await rateLimitsOver(store).limiter("forms", forms.rule).hit("1.2.3.4", at(1))).allowed).toBe(false);
    expect(() => limits.limiter("bad", { limit: 0, windowMs: 1 })).toThrow();
  });
});
