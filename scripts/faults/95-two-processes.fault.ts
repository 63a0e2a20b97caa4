// Section 95: two production-build processes on one PostgreSQL behind haproxy (ADR 073), the checks of the
// multiprocess test with their timings: a write through one seen by the other on the next request, one rate limit
// across both, an upload served by both, and SIGTERM to one under load. Uses TEST_DATABASE_URL's server, else a
// throwaway PostgreSQL of its own.
import { startCluster } from "../../tests/multiprocess/cluster";
import { freshPostgresDatabase } from "../../tests/multiprocess/fresh-postgres";
import {
  formPostsAcross,
  registerThrough,
  stopOneUnderLoad,
  uploadThenServeEverywhere,
  writeThenReadEverywhere,
} from "../../tests/multiprocess/scenarios";
import { type FaultSection, ms, throwawayPostgres } from "./lib";

const section: FaultSection = {
  title: "two processes on one PostgreSQL behind haproxy",
  async run() {
    const lines: string[] = [];
    const own = process.env.TEST_DATABASE_URL ? null : await throwawayPostgres();
    const previous = process.env.TEST_DATABASE_URL;
    if (own) process.env.TEST_DATABASE_URL = own.url;
    try {
      const database = await freshPostgresDatabase();
      const cluster = await startCluster(database.url, 2);
      try {
        lines.push(
          `2 processes started together on an empty database (one set it up under the lock): healthy after ` +
            cluster.startMs.map((value) => ms(value)).join(" and "),
        );
        const token = await registerThrough(cluster.origin, `faults-${Date.now()}@example.ru`);
        const seen = await writeThenReadEverywhere(cluster, token);
        const writeOk =
          seen.after.every((count) => count === seen.answered) &&
          seen.pageBefore.every((state) => state === "hit") &&
          seen.pageAfter.every((state) => state === "miss");
        lines.push(
          `write (a rating) through haproxy: ratings_count ${seen.before.join("/")} before on the two processes, ` +
            `${seen.after.join("/")} on their next requests (answer ${seen.answered}), ${ms(seen.visibleMs)} for both; ` +
            `home page cache ${seen.pageBefore.join("/")} -> ${seen.pageAfter.join("/")}`,
        );
        const posts = await formPostsAcross(cluster, 7);
        const limitOk = posts.filter((status) => status === 201).length === 5 && posts.slice(5).every((s) => s === 429);
        lines.push(`7 lead posts alternating between the processes (limit 5 a minute): ${posts.join(", ")}`);
        const upload = await uploadThenServeEverywhere(cluster, token);
        const uploadOk = upload.statuses.every((status) => status === 200) && new Set(upload.sizes).size === 1;
        lines.push(
          `picture uploaded to process 1, fetched from both: ${upload.statuses.join("/")}, ${upload.sizes.join("/")} B`,
        );
        const stop = await stopOneUnderLoad(cluster, 16, 6_000);
        const stopOk = stop.failed === 0 && stop.exit === "0";
        lines.push(
          `SIGTERM to process 2 under 16 clients for 6 s through haproxy: ${stop.requests} requests, ${stop.failed} ` +
            `failed${stop.failures.length ? ` (${stop.failures.join("; ")})` : ""}; it exited ${stop.exit} in ` +
            `${ms(stop.stopMs)}; latency p50 ${ms(stop.p50)}, p99 ${ms(stop.p99)}`,
        );
        return { lines, ok: writeOk && limitOk && uploadOk && stopOk };
      } finally {
        await cluster.close();
        await database.drop();
      }
    } finally {
      if (own) {
        process.env.TEST_DATABASE_URL = previous;
        own.stop();
      }
    }
  },
};

export default section;
