import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MemoryDataVersion } from "../memory/data-version.memory";
import { createReadCache, type ReadTable } from "./read-cache";

const TTL = 3000;
/** How often the cache looks at the data version. */
const CHECK_MS = 1000;
const KEYS = ["a", "b", "c"] as const;
type Key = (typeof KEYS)[number];

/**
 * The store, and what the cache may answer for a key: the store's value now, or the value it had at an earlier
 * read (which may have loaded it) made after the last API write and less than the TTL ago.
 */
type Model = {
  nowMs: number;
  /** Counts commands, to order events within one millisecond. */
  tick: number;
  values: Record<Key, number>;
  /** Every read: when, and the store's value then. */
  reads: Record<Key, { tick: number; ms: number; value: number }[]>;
  /** The tick of the last API write (which empties the cache at once). */
  clearedTick: number;
  /** Writes made elsewhere: each moves the data version, which the cache sees within CHECK_MS. */
  bumps: { tick: number; ms: number }[];
};
type Real = { table: ReadTable<number>; clear: () => void; dataVersion: MemoryDataVersion; clock: { ms: number } };

/** What the cache may answer for `key` now. */
const answerable = (model: Model, key: Key): number[] => [
  model.values[key],
  ...model.reads[key]
    .filter((read) => read.tick > model.clearedTick && read.ms > model.nowMs - TTL)
    .filter((read) => !model.bumps.some((bump) => bump.tick > read.tick && bump.ms <= model.nowMs - CHECK_MS))
    .map((read) => read.value),
];

class Write implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly key: Key,
    readonly value: number,
    readonly viaApi: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.tick += 1;
    model.values[this.key] = this.value;
    // A write through the API clears at once; one made elsewhere moves the data version.
    if (this.viaApi) {
      real.clear();
      model.clearedTick = model.tick;
    } else {
      real.dataVersion.bump();
      model.bumps.push({ tick: model.tick, ms: model.nowMs });
    }
  }
  toString = () => `write ${this.key}=${this.value}${this.viaApi ? " (api)" : ""}`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.nowMs += this.ms;
    real.clock.ms += this.ms;
  }
  toString = () => `advance ${this.ms}`;
}

class Read implements fc.AsyncCommand<Model, Real> {
  constructor(readonly key: Key) {}
  check = () => true;
  async run(model: Model, real: Real) {
    model.tick += 1;
    const answer = await real.table(this.key, async () => model.values[this.key]);
    expect(answerable(model, this.key)).toContain(answer);
    model.reads[this.key].push({ tick: model.tick, ms: model.nowMs, value: model.values[this.key] });
  }
  toString = () => `read ${this.key}`;
}

describe("createReadCache (model)", () => {
  it("never answers a value older than the TTL, the last API write or a data version change seen a second ago", async () => {
    const key = fc.constantFrom(...KEYS);
    const commands = [
      fc.tuple(key, fc.integer({ min: 0, max: 9 }), fc.boolean()).map(([k, v, api]) => new Write(k, v, api)),
      fc.integer({ min: 1, max: 1500 }).map((ms) => new Advance(ms)),
      key.map((k) => new Read(k)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: "max" }), async (cmds) => {
        const clock = { ms: 0 };
        const dataVersion = new MemoryDataVersion();
        const cache = createReadCache({
          ttlMs: TTL,
          maxEntries: 2,
          nowMs: () => clock.ms,
          dataVersion,
          versionCheckMs: CHECK_MS,
        });
        const real: Real = { table: cache.table<number>(), clear: cache.clear, dataVersion, clock };
        const model: Model = {
          nowMs: 0,
          tick: 0,
          values: { a: 0, b: 0, c: 0 },
          reads: { a: [], b: [], c: [] },
          clearedTick: 0,
          bumps: [],
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 300 },
    );
  });
});
