import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { memoryRateLimitStore } from "../../adapters/storage/memory/rate-limits.memory";
import { inProcessRateLimits, RATE_LIMITED_MESSAGE, rateLimit, rateLimitsOver } from "./rate-limit";

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, 0) + seconds * 1000);

describe("rateLimit middleware", () => {
  it("answers 429 {message} with Retry-After once the key is over its limit, and says until when", async () => {
    let now = at(0);
    const refusedUntil: number[] = [];
    const limiter = inProcessRateLimits().limiter("x", { limit: 2, windowMs: 60_000 });
    const app = new Hono().post(
      "/x",
      rateLimit(
        limiter,
        { now: () => now },
        (c) => c.req.header("x-key") ?? "",
        (until) => refusedUntil.push(until),
      ),
      (c) => c.json({ ok: true }),
    );
    const call = () => app.request("/x", { method: "POST", headers: { "x-key": "me" } });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    now = at(15);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    expect(refusedUntil).toEqual([at(60).getTime()]);
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
    expect(() => limits.limiter("bad", { limit: 1.5, windowMs: 1000 })).toThrow();
    expect(() => limits.limiter("bad", { limit: 1, windowMs: 0 })).toThrow();
  });
});
