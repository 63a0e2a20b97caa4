/**
 * Benchmark of the listing PAGE (server-rendered HTML of /{type}/..., not only the API it calls): seeds the site
 * (catalogue and content) plus synthetic institutions up to BENCH_INSTITUTIONS into a fresh PGlite in a temporary
 * directory, with the same seeding modules as `npm run seed -- --institutions N` and `npm run bench:listing`, then
 * starts the production server on it (one process: API + SSR) and requests each kind of listing page sequentially,
 * after a warm-up, printing p50/p95 of the whole response per kind.
 *
 *   npm run bench:listing-page                                   # 100 000 institutions, 100 requests per kind
 *   BENCH_INSTITUTIONS=10000 BENCH_REQUESTS=50 npm run bench:listing-page
 *   SHUYUAN_BUILD_DIR=/tmp/x-build BENCH_PORT=3399 npm run bench:listing-page
 *   BENCH_DATA_DIR=/tmp/seeded npm run bench:listing-page      # keep the seeded directory for the next run
 *
 * Besides wall-clock times it prints the server process's CPU time per page (from /proc on Linux), which says what a
 * page costs even when other work shares the machine.
 *
 * It uses the production build in SHUYUAN_BUILD_DIR (default ./build) and builds it when there is none.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { localFileStore } from "../adapters/storage/files/local-file-store";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { seedSyntheticInstitutions } from "../adapters/storage/sql/seed/catalogue/seed-synthetic-institutions";
import { seedDatabase } from "../adapters/storage/sql/seed/seed-database";

const root = fileURLToPath(new URL("..", import.meta.url));
const NOW = new Date("2026-11-21T09:00:00.000Z");
const INSTITUTIONS = Number(process.env.BENCH_INSTITUTIONS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3399);
const BUILD_DIR = process.env.SHUYUAN_BUILD_DIR ?? join(root, "build");
const ORIGIN = `http://127.0.0.1:${PORT}`;
const KEPT_DATA_DIR = process.env.BENCH_DATA_DIR;

/** The page kinds measured: canonical listing URLs, so that no request is a redirect. */
const PAGES: readonly { readonly kind: string; readonly path: string }[] = [
  { kind: "unfiltered", path: "/catalog/" },
  { kind: "country", path: "/catalog/china/" },
  { kind: "country+city", path: "/catalog/china/beijing/" },
  { kind: "grants+language", path: "/catalog/?has_grant=true&languages=anglijskij" },
  // Not a listing: the floor of any server-rendered page (shell, main data, page data) on the same machine.
  { kind: "(info page)", path: "/o-kompanii/" },
];

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function seed(dataDir: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    let started = performance.now();
    await seedDatabase(handle.db, NOW, localFileStore(join(dataDir, "uploads")));
    const rows = (await handle.db.execute(sql`select count(*)::int as n from institutions`)) as unknown as {
      rows: { n: number }[];
    };
    const seeded = rows.rows[0]?.n ?? 0;
    console.log(`site seeded (${seeded} institutions) in ${Math.round(performance.now() - started)} ms`);
    started = performance.now();
    if (INSTITUTIONS > seeded) await seedSyntheticInstitutions(handle.db, INSTITUTIONS - seeded, NOW);
    console.log(
      `${Math.max(INSTITUTIONS, seeded)} institutions in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  } finally {
    await handle.close();
  }
}

function ensureBuild(): void {
  if (existsSync(join(BUILD_DIR, "server", "index.js"))) return;
  console.log(`No production build in ${BUILD_DIR}: building (react-router build)...`);
  const result = spawnSync(join(root, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SHUYUAN_BUILD_DIR: BUILD_DIR },
  });
  if (result.status !== 0) throw new Error("react-router build failed");
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, "scripts", "start.mjs")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SHUYUAN_BUILD_DIR: BUILD_DIR,
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGTERM");
  throw new Error("the server did not answer /api/health within 120 s");
}

/** CPU time (user + system) of a process in ms, from /proc/<pid>/stat (clock ticks of 10 ms); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  const fields = readFileSync(file, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One page request timed to the last byte of the HTML; anything but a 200 page is a failure of the run. */
async function time(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}${path}`, { redirect: "manual", headers: { accept: "text/html" } });
  const html = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200 || !html.includes('id="main"')) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
}

async function main(): Promise<void> {
  ensureBuild();
  const dataDir = KEPT_DATA_DIR ?? mkdtempSync(join(tmpdir(), "shuyuan-bench-page-"));
  let server: ChildProcess | null = null;
  try {
    await seed(dataDir); // a kept directory already seeded up to the size is left as it is
    server = await startServer(dataDir);
    const first = await time(PAGES[0]?.path ?? "/catalog/");
    console.log(`first page (builds the listing index): ${Math.round(first)} ms`);
    for (const { path } of PAGES) for (let i = 0; i < WARM_UP; i++) await time(path);
    console.log(`\n${INSTITUTIONS} institutions, ${REQUESTS} sequential requests per page after ${WARM_UP} warm-up`);
    for (const { kind, path } of PAGES) {
      const times: number[] = [];
      const cpuBefore = cpuMs(server.pid);
      for (let i = 0; i < REQUESTS; i++) times.push(await time(path));
      const cpuAfter = cpuMs(server.pid);
      times.sort((a, b) => a - b);
      const cpu =
        cpuBefore === null || cpuAfter === null
          ? ""
          : `  server CPU ${((cpuAfter - cpuBefore) / REQUESTS).toFixed(1)} ms/page`;
      console.log(
        `${kind.padEnd(16)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ` +
          `max ${percentile(times, 100).toFixed(1)} ms${cpu}  ${path}`,
      );
    }
  } finally {
    if (server !== null && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (KEPT_DATA_DIR === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
