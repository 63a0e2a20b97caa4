import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheInvalidationContract } from "../../adapters/storage/cache-invalidation.contract";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import { openDatabase } from "../../adapters/storage/sql/open-database";
import { pgCacheInvalidationBus } from "../../adapters/storage/sql/repositories/cache-invalidation.pg";
import { type FreshDatabase, freshPostgresDatabase } from "./fresh-postgres";

let database: FreshDatabase;
let handles: DatabaseHandle[] = [];
beforeAll(async () => {
  database = await freshPostgresDatabase();
  handles = [await openDatabase({ databaseUrl: database.url }), await openDatabase({ databaseUrl: database.url })];
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await database.drop();
});

const quiet = () => {};
const busOn = (handle: DatabaseHandle | undefined, degradedEveryMs = 60_000) => {
  if (!handle) throw new Error("no database");
  return pgCacheInvalidationBus({ connectionString: database.url, db: handle.db, degradedEveryMs, log: quiet });
};

/** Until the bus's LISTEN is in place (it calls its subscribers once when it is). */
const listening = (bus: ReturnType<typeof busOn>) =>
  new Promise<void>((resolve) => {
    const stop = bus.subscribe(() => {
      stop();
      resolve();
    });
  });

cacheInvalidationContract("PostgreSQL LISTEN/NOTIFY", async () => {
  const first = busOn(handles[0]);
  const second = busOn(handles[1]);
  await Promise.all([listening(first), listening(second)]);
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
    },
  };
});

describe("pgCacheInvalidationBus when its connection is lost", () => {
  it("empties caches at once, then every degraded period, and again when it listens anew", async () => {
    const bus = busOn(handles[0], 100);
    await listening(bus);
    let calls = 0;
    bus.subscribe(() => (calls += 1));
    // Another session ends the listener's connection, as an administrator or a server restart would.
    const admin = handles[1];
    if (!admin) throw new Error("no database");
    await admin.db.execute(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    const until = Date.now() + 3_000;
    while (calls < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBeGreaterThanOrEqual(3);
    // Reconnected: an announcement from another end still arrives.
    const other = busOn(handles[1]);
    await listening(other);
    const before = calls;
    await other.publish();
    const deadline = Date.now() + 3_000;
    while (calls === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBeGreaterThan(before);
    await other.close();
    await bus.close();
  });
});
