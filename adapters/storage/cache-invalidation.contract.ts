import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CacheInvalidationBus } from "../../core/ports/cache-invalidation.port";

/** Two processes' ends of one bus (one database), and a way to drop the second's connection, when it has one. */
export type InvalidationWorld = Readonly<{
  first: CacheInvalidationBus;
  second: CacheInvalidationBus;
  close(): Promise<void>;
}>;

const within = async (ms: number, done: () => boolean): Promise<boolean> => {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
  return done();
};

/** The behaviour every CacheInvalidationBus must have (memory; PostgreSQL LISTEN/NOTIFY in the multiprocess suite). */
export function cacheInvalidationContract(name: string, open: () => Promise<InvalidationWorld>) {
  describe(`CacheInvalidationBus contract: ${name}`, () => {
    let world: InvalidationWorld;
    beforeEach(async () => {
      world = await open();
    });
    afterEach(() => world.close());

    it("calls this process's subscribers before publish resolves", async () => {
      let calls = 0;
      world.first.subscribe(() => (calls += 1));
      await world.first.publish();
      expect(calls).toBeGreaterThanOrEqual(1);
    });

    it("reaches the other process's subscribers, each announcement", async () => {
      let calls = 0;
      world.second.subscribe(() => (calls += 1));
      const before = calls;
      await world.first.publish();
      expect(await within(2_000, () => calls >= before + 1)).toBe(true);
      const middle = calls;
      await world.first.publish();
      expect(await within(2_000, () => calls >= middle + 1)).toBe(true);
    });

    it("stops calling a subscriber once it unsubscribes, and a closed end hears nothing", async () => {
      let kept = 0;
      let dropped = 0;
      world.second.subscribe(() => (kept += 1));
      const unsubscribe = world.second.subscribe(() => (dropped += 1));
      unsubscribe();
      await world.first.publish();
      expect(await within(2_000, () => kept >= 1)).toBe(true);
      expect(dropped).toBe(0);
      await world.second.close();
      const after = kept;
      await world.first.publish();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(kept).toBe(after);
    });
  });
}
