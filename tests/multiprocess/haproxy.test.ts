import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "./cluster";
import { type FreshDatabase, freshPostgresDatabase } from "./fresh-postgres";
import {
  formPostsAcross,
  registerThrough,
  stopOneUnderLoad,
  uploadThenServeEverywhere,
  writeThenReadEverywhere,
} from "./scenarios";

// Two production-build server processes on one fresh PostgreSQL database, haproxy in front (ADR 073). Needs the
// build (`npm test` runs this after it), TEST_DATABASE_URL and haproxy; fails without any of them.
let database: FreshDatabase;
let cluster: Cluster;
let token: string;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  cluster = await startCluster(database.url, 2);
  token = await registerThrough(cluster.origin, `mp-${Date.now()}@example.ru`);
}, 180_000);
afterAll(async () => {
  await cluster?.close();
  await database?.drop();
});

describe("two server processes behind haproxy on one PostgreSQL", () => {
  it("show a write through one on the next request to every process, caches included", async () => {
    const seen = await writeThenReadEverywhere(cluster, token);
    expect(new Set(seen.before).size).toBe(1);
    expect(seen.after).toEqual(seen.before.map(() => seen.answered));
    expect(seen.answered).toBe((seen.before[0] ?? 0) + 1);
    expect(seen.pageBefore).toEqual(["hit", "hit"]);
    expect(seen.pageAfter).toEqual(["miss", "miss"]);
  });

  it("count one client's lead posts against one limit across both processes", async () => {
    const statuses = await formPostsAcross(cluster, 7);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("serve an upload stored through one process from every process", async () => {
    const upload = await uploadThenServeEverywhere(cluster, token);
    expect(upload.statuses).toEqual([200, 200]);
    expect(new Set(upload.sizes).size).toBe(1);
    expect(upload.sizes[0]).toBeGreaterThan(0);
    expect(upload.types).toEqual(["image/webp", "image/webp"]);
  });

  it("fail no request while one process stops on SIGTERM under load", async () => {
    const run = await stopOneUnderLoad(cluster);
    if (run.failures.length > 0) {
      const lines = cluster.haproxyLog().split("\n");
      console.error(
        lines
          .filter((line) => !/ 200 /.test(line))
          .slice(0, 30)
          .join("\n"),
      );
    }
    expect(run.failures).toEqual([]);
    expect(run.requests).toBeGreaterThan(50);
    expect(run.exit).toBe("0");
  });
});
