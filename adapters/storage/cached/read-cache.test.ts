import { describe, expect, it } from "vitest";
import { MemoryDataVersion } from "../memory/data-version.memory";
import { createReadCache } from "./read-cache";

const manualClock = () => {
  let ms = 0;
  return { nowMs: () => ms, advance: (by: number) => (ms += by) };
};

/** A store whose value is read through `load`, counting reads. */
const store = () => {
  const state = { value: 1, reads: 0 };
  return { state, load: async () => ((state.reads += 1), state.value) };
};

describe("createReadCache", () => {
  it("answers a stored value until its time is up", async () => {
    const clock = manualClock();
    const table = createReadCache({ ttlMs: 1000, maxEntries: 10, nowMs: clock.nowMs }).table<number>();
    const { state, load } = store();
    expect(await table("k", load)).toBe(1);
    state.value = 2;
    clock.advance(999);
    expect(await table("k", load)).toBe(1);
    clock.advance(1);
    expect(await table("k", load)).toBe(2);
    expect(state.reads).toBe(2);
  });

  it("forgets every table's values on clear", async () => {
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10, nowMs: manualClock().nowMs });
    const a = cache.table<number>();
    const b = cache.table<number>();
    const { state, load } = store();
    await a("k", load);
    await b("k", load);
    state.value = 5;
    cache.clear();
    expect(await a("k", load)).toBe(5);
    expect(await b("k", load)).toBe(5);
  });

  it("reads the store every time when the lifetime is 0", async () => {
    const table = createReadCache({ ttlMs: 0, maxEntries: 10, nowMs: manualClock().nowMs }).table<number>();
    const { state, load } = store();
    await table("k", load);
    await table("k", load);
    expect(state.reads).toBe(2);
  });

  it("empties itself when the data version moves, looking at most once a second", async () => {
    const clock = manualClock();
    const dataVersion = new MemoryDataVersion();
    const table = createReadCache({ ttlMs: 60_000, maxEntries: 10, nowMs: clock.nowMs, dataVersion }).table<number>();
    const { state, load } = store();
    await table("k", load);
    state.value = 2;
    dataVersion.bump();
    clock.advance(500);
    expect(await table("k", load)).toBe(1);
    clock.advance(500);
    expect(await table("k", load)).toBe(2);
  });

  it("empties itself when the data version cannot be read", async () => {
    const clock = manualClock();
    let failing = false;
    const dataVersion = { current: async () => (failing ? Promise.reject(new Error("down")) : "1") };
    const table = createReadCache({ ttlMs: 60_000, maxEntries: 10, nowMs: clock.nowMs, dataVersion }).table<number>();
    const { state, load } = store();
    await table("k", load);
    state.value = 2;
    failing = true;
    clock.advance(1000);
    expect(await table("k", load)).toBe(2);
  });

  it("keeps at most maxEntries keys per table", async () => {
    const table = createReadCache({ ttlMs: 60_000, maxEntries: 2, nowMs: manualClock().nowMs }).table<string>();
    let reads = 0;
    const load = (key: string) => async () => ((reads += 1), key);
    await table("a", load("a"));
    await table("b", load("b"));
    await table("c", load("c"));
    await table("a", load("a"));
    expect(reads).toBe(4);
  });
});
