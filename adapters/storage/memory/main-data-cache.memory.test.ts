import { describe, expect, it } from "vitest";
import { memoryMainDataCache, memoryTimedCache } from "./main-data-cache.memory";

const at = (ms: number) => new Date(ms);

/** A load that counts its calls and answers the values given, one per call. */
const loader = (...values: string[]) => {
  let calls = 0;
  const load = () => {
    const value = values[calls] ?? `call ${calls}`;
    calls += 1;
    return Promise.resolve(value);
  };
  return { load, calls: () => calls };
};

/** A load that answers only when the test says so. */
const deferred = () => {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((done) => (resolve = done));
  return { load: () => promise, resolve };
};

describe("memoryTimedCache", () => {
  it("answers a stored value until its time to live has passed, then loads again", async () => {
    const cache = memoryTimedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const { load, calls } = loader("a", "b");
    expect(await cache.read("/", at(0), load)).toBe("a");
    expect(await cache.read("/", at(999), load)).toBe("a");
    expect(calls()).toBe(1);
    expect(await cache.read("/", at(1000), load)).toBe("b");
    expect(calls()).toBe(2);
  });

  it("keeps each key apart", async () => {
    const cache = memoryTimedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    expect(await cache.read("/", at(0), loader("home").load)).toBe("home");
    expect(await cache.read("/contacts/", at(0), loader("contacts").load)).toBe("contacts");
    expect(await cache.read("/", at(1), loader("other").load)).toBe("home");
  });

  it("keeps at most maxEntries keys, dropping the oldest stored first", async () => {
    const cache = memoryTimedCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.read("/a/", at(0), loader("a").load);
    await cache.read("/b/", at(1), loader("b").load);
    await cache.read("/c/", at(2), loader("c").load);
    expect(await cache.read("/b/", at(3), loader("b again").load)).toBe("b");
    expect(await cache.read("/a/", at(3), loader("a again").load)).toBe("a again");
  });

  it("shares one load between calls that miss the same key at the same time", async () => {
    const cache = memoryTimedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const slow = deferred();
    let calls = 0;
    const load = () => {
      calls += 1;
      return slow.load();
    };
    const first = cache.read("/", at(0), load);
    const second = cache.read("/", at(0), load);
    slow.resolve("a");
    expect(await Promise.all([first, second])).toEqual(["a", "a"]);
    expect(calls).toBe(1);
  });

  it("forgets everything on clear", async () => {
    const cache = memoryTimedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await cache.read("/", at(0), loader("old").load);
    cache.clear();
    expect(await cache.read("/", at(1), loader("new").load)).toBe("new");
  });

  it("does not store what a load under way during a clear read, and does not hand it to later calls", async () => {
    const cache = memoryTimedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const before = deferred();
    const racing = cache.read("/", at(0), before.load);
    cache.clear();
    const after = cache.read("/", at(1), loader("new").load);
    before.resolve("old");
    expect(await racing).toBe("old");
    expect(await after).toBe("new");
    expect(await cache.read("/", at(2), loader("newer").load)).toBe("new");
  });

  it("stores nothing when the load fails, and the next call loads again", async () => {
    const cache = memoryTimedCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.read("/", at(0), () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.read("/", at(1), loader("a").load)).toBe("a");
  });
});

describe("memoryMainDataCache", () => {
  it("clears the site part, the path parts and the page data together", async () => {
    const cache = memoryMainDataCache();
    const blank = { seo: null, description: "" };
    await cache.pages.read("/", at(0), () => Promise.resolve({ seo: null, description: "old" }));
    cache.clear();
    expect(await cache.pages.read("/", at(1), () => Promise.resolve(blank))).toEqual(blank);
  });
});
