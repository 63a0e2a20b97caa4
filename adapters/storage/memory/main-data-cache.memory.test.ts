import { describe, expect, it } from "vitest";
import { memoryTimedCache } from "./main-data-cache.memory";

const at = (ms: number) => new Date(ms);

describe("memoryTimedCache", () => {
  it("answers an entry until its time to live has passed", () => {
    const cache = memoryTimedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set("/", "a", at(0));
    expect(cache.get("/", at(999))).toBe("a");
    expect(cache.get("/", at(1000))).toBeUndefined();
    expect(cache.get("/contacts/", at(0))).toBeUndefined();
  });

  it("keeps at most maxEntries keys, dropping the oldest stored first", () => {
    const cache = memoryTimedCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set("/a/", "a", at(0));
    cache.set("/b/", "b", at(1));
    cache.set("/a/", "a2", at(2));
    cache.set("/c/", "c", at(3));
    expect(cache.get("/b/", at(4))).toBeUndefined();
    expect(cache.get("/a/", at(4))).toBe("a2");
    expect(cache.get("/c/", at(4))).toBe("c");
  });

  it("forgets everything on clear", () => {
    const cache = memoryTimedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set("/", "a", at(0));
    cache.clear();
    expect(cache.get("/", at(1))).toBeUndefined();
  });
});
