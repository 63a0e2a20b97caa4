// The checks of several processes behind haproxy (ADR 073), shared by the multiprocess test and the fault script's
// section 95: each answers what it saw, with timings, and the caller asserts or prints.
import sharp from "sharp";
import { percentile, send, sleep } from "../../scripts/faults/lib";
import type { Cluster } from "./cluster";

const V1 = "/api/ru/v1";
const json = { "content-type": "application/json" };

type Institution = Readonly<{ id: number; slug: string; ratings_count: number }>;

const institutionAt = async (origin: string, slug: string): Promise<Institution> => {
  const answer = await send(`${origin}${V1}/institutions/${slug}`);
  if (answer.status !== 200) throw new Error(`GET institution ${slug}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as Institution;
};

/** Opens an account through `origin`; answers its bearer token. */
export async function registerThrough(origin: string, email: string): Promise<string> {
  const answer = await send(`${origin}/api/auth/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ first_name: "Анна", last_name: "Петрова", email, password: "Secret-pass-42" }),
  });
  if (answer.status !== 201) throw new Error(`register: ${answer.status} ${answer.body.slice(0, 200)}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

export type WriteVisibility = Readonly<{
  /** ratings_count each server showed before the write (both cached), after it, and what the write answered. */
  before: readonly number[];
  after: readonly number[];
  answered: number;
  /** X-Page-Cache of the home page on each server before and after the write (hit, then miss: emptied). */
  pageBefore: readonly string[];
  pageAfter: readonly string[];
  /** From the write's answer to every server's fresh answer, ms. */
  visibleMs: number;
}>;

/**
 * A write through haproxy (a rating, which changes the institution's count), then the next request to each server
 * directly: both show it, though both held the institution and the home page in their caches.
 */
export async function writeThenReadEverywhere(cluster: Cluster, token: string): Promise<WriteVisibility> {
  const grid = await send(`${cluster.origin}${V1}/institutions/grid?page=1`);
  const first = (JSON.parse(grid.body) as { data: Institution[] }).data[0];
  if (!first) throw new Error("no institution in the seeded database");
  const origins = cluster.servers.map((server) => server.origin);
  for (const origin of origins) {
    await institutionAt(origin, first.slug);
    await send(`${origin}/`);
  }
  const before = await Promise.all(
    origins.map(async (origin) => (await institutionAt(origin, first.slug)).ratings_count),
  );
  const pageBefore = await Promise.all(
    origins.map(async (origin) => String((await send(`${origin}/`)).headers["x-page-cache"])),
  );
  const rated = await send(`${cluster.origin}${V1}/institutions/rate`, {
    method: "POST",
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ institution_id: first.id, value: 3 }),
  });
  if (rated.status !== 200) throw new Error(`rate: ${rated.status} ${rated.body.slice(0, 200)}`);
  const began = performance.now();
  const after = await Promise.all(
    origins.map(async (origin) => (await institutionAt(origin, first.slug)).ratings_count),
  );
  const visibleMs = performance.now() - began;
  const pageAfter = await Promise.all(
    origins.map(async (origin) => String((await send(`${origin}/`)).headers["x-page-cache"])),
  );
  return {
    before,
    after,
    answered: (JSON.parse(rated.body) as { ratings_count: number }).ratings_count,
    pageBefore,
    pageAfter,
    visibleMs,
  };
}

/** Lead-form posts from one client, alternating between the servers: statuses in order (5 a minute are allowed). */
export async function formPostsAcross(cluster: Cluster, count: number): Promise<readonly number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const server = cluster.servers[i % cluster.servers.length];
    if (!server) throw new Error("no server");
    const answer = await send(`${server.origin}${V1}/forms/simple-form`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Иван", phone: "+7 999 123-45-67", message: `проба ${i}` }),
    });
    statuses.push(answer.status);
  }
  return statuses;
}

export type UploadAcross = Readonly<{
  url: string;
  statuses: readonly number[];
  sizes: readonly number[];
  types: readonly string[];
}>;

/** A comment picture uploaded to the first server, then fetched from every server directly. */
export async function uploadThenServeEverywhere(cluster: Cluster, token: string): Promise<UploadAcross> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  const boundary = `----shuyuan${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const first = cluster.servers[0];
  if (!first) throw new Error("no server");
  const stored = await send(`${first.origin}${V1}/comments/attachment`, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    body,
  });
  if (stored.status !== 201) throw new Error(`upload: ${stored.status} ${stored.body.slice(0, 200)}`);
  const { url } = JSON.parse(stored.body) as { url: string };
  const answers = await Promise.all(cluster.servers.map((server) => send(`${server.origin}${url}`)));
  return {
    url,
    statuses: answers.map((answer) => answer.status),
    sizes: answers.map((answer) => Number(answer.headers["content-length"] ?? -1)),
    types: answers.map((answer) => String(answer.headers["content-type"])),
  };
}

export type StopUnderLoad = Readonly<{
  requests: number;
  failed: number;
  failures: readonly string[];
  stopMs: number;
  exit: string;
  p50: number;
  p99: number;
}>;

/** `workers` clients GET pages through haproxy for `durationMs`; the last server gets SIGTERM a third of the way in. */
export async function stopOneUnderLoad(cluster: Cluster, workers = 16, durationMs = 4_000): Promise<StopUnderLoad> {
  const paths = ["/", "/universities/", "/api/health", `${V1}/institutions/grid?page=1`];
  const until = Date.now() + durationMs;
  const times: number[] = [];
  const failures: string[] = [];
  const worker = async (n: number) => {
    for (let i = n; Date.now() < until; i++) {
      const path = paths[i % paths.length] ?? "/";
      try {
        const answer = await send(`${cluster.origin}${path}`, { timeoutMs: 20_000 });
        times.push(answer.ms);
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
      } catch (error) {
        failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  const victim = cluster.servers.at(-1);
  if (!victim) throw new Error("no server");
  const load = Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
  await sleep(durationMs / 3);
  const stopped = await victim.stop("SIGTERM");
  await load;
  return {
    requests: times.length + failures.filter((failure) => !/: \d+$/.test(failure)).length,
    failed: failures.length,
    failures: failures.slice(0, 5),
    stopMs: stopped.ms,
    exit: stopped.signal ?? String(stopped.code),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}
