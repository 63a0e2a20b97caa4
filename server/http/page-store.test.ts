import { describe, expect, it } from "vitest";
import { createPageStore, pageBytes, type StoredPage } from "./page-store";

const page = (size: number, gzip: number | null = null): StoredPage => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: new Uint8Array(size),
  gzip: gzip === null ? null : new Uint8Array(gzip),
});

describe("page store", () => {
  it("answers a stored page until its TTL has passed, then forgets it", () => {
    const store = createPageStore({ ttlMs: 1000, maxBytes: 10_000 });
    const stored = page(100);
    store.set("/", stored, 5000);
    expect(store.get("/", 5000)).toBe(stored);
    expect(store.get("/", 5999)).toBe(stored);
    expect(store.get("/", 6000)).toBeUndefined();
    expect(store.size()).toBe(0);
    expect(store.bytes()).toBe(0);
  });

  it("counts both bodies, the key and the headers", () => {
    const stored = page(100, 40);
    expect(pageBytes("/a/", stored)).toBe(100 + 40 + 2 * 3 + 2 * ("content-type".length + 24));
  });

  it("drops the least recently used pages to stay within its byte budget", () => {
    const one = pageBytes("/1/", page(300));
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 3 * one });
    store.set("/1/", page(300), 0);
    store.set("/2/", page(300), 0);
    store.set("/3/", page(300), 0);
    expect(store.get("/1/", 1)).toBeDefined();
    store.set("/4/", page(300), 2);
    expect(store.get("/2/", 3)).toBeUndefined();
    expect(store.get("/1/", 3)).toBeDefined();
    expect(store.get("/3/", 3)).toBeDefined();
    expect(store.get("/4/", 3)).toBeDefined();
    expect(store.bytes()).toBe(3 * one);
  });

  it("keeps nothing bigger than the whole budget, and nothing at all with a TTL of 0", () => {
    const small = createPageStore({ ttlMs: 60_000, maxBytes: 100 });
    small.set("/", page(500), 0);
    expect(small.size()).toBe(0);
    const off = createPageStore({ ttlMs: 0, maxBytes: 10_000 });
    off.set("/", page(10), 0);
    expect(off.get("/", 0)).toBeUndefined();
  });

  it("replaces a page stored again under its key, and clear empties everything", () => {
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 10_000 });
    store.set("/", page(100), 0);
    const newer = page(200);
    store.set("/", newer, 10);
    expect(store.get("/", 20)).toBe(newer);
    expect(store.bytes()).toBe(pageBytes("/", newer));
    store.clear();
    expect(store.size()).toBe(0);
    expect(store.bytes()).toBe(0);
  });
});
