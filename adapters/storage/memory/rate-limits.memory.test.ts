import { describe, expect, it } from "vitest";
import { rateLimitStoreContract } from "../rate-limits.contract";
import { memoryRateLimitStore } from "./rate-limits.memory";

rateLimitStoreContract("memory", async () => memoryRateLimitStore());

describe("memoryRateLimitStore", () => {
  it("keeps at most maxKeys keys, dropping stale then least recently used ones", async () => {
    const store = memoryRateLimitStore({ maxKeys: 3 });
    const rule = { limit: 1, windowMs: 1_000 };
    for (const key of ["a", "b", "c"]) store.hitNow(key, rule, new Date(0));
    store.hitNow("d", rule, new Date(500));
    expect(store.size()).toBe(3);
    expect(store.hitNow("a", rule, new Date(600))).toEqual({ allowed: true });
    expect(store.hitNow("d", rule, new Date(700)).allowed).toBe(false);
  });
});
