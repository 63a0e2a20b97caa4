// `npm run bench:startup`: how long `npm start` (node scripts/start.mjs) takes from process start to the first 200 on
// /api/health, cold (an empty DATA_DIR: setup and seed included) and warm (the same, seeded DATA_DIR), and the
// server's memory (RSS) right after start and after 100 page requests (home, listings, institution pages from the
// sitemap, in turn). Uses the existing build (npm run build first when there is none); never times the build.
//
//   npm run bench:startup
//   BENCH_WARM_RUNS=5 BENCH_PORT=3363 npm run bench:startup
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./ensure-build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3363);
const warmRuns = Number(process.env.BENCH_WARM_RUNS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const PAGES = 100;

/**
 * CPU seconds a process has used (user + system, Linux /proc/<pid>/stat at 100 ticks a second): the start-up cost that
 * other work on a shared machine moves less than the wall-clock time.
 */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Resident memory of a process in MB (Linux /proc), current and peak. */
const memory = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
};

const healthy = async () => {
  try {
    return (await fetch(`${origin}/api/health`)).status === 200;
  } catch {
    return false;
  }
};

/** Starts the server on dataDir; resolves when /api/health answers 200, with the time it took. */
const startServer = async (dataDir) => {
  if (await healthy()) throw new Error(`Port ${port} is taken: set BENCH_PORT`);
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log}`);
    if (performance.now() - started > 300_000) throw new Error(`No answer within 5 minutes:\n${log}`);
    await new Promise((done) => setTimeout(done, 10));
  }
  return { child, ms: Math.round(performance.now() - started), cpu: cpuSeconds(child.pid) };
};

const stopServer = async (child) => {
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
};

/** PAGES paths from the sitemap: the home page, listing pages and institution pages, in turn. */
const pagePaths = async () => {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const institutions = paths.filter((path) => /^\/universities\/[^/]+\/[^/]+\/[^/]+-\d+\/$/.test(path));
  const listings = paths.filter((path) => /^\/(universities|colleges|schools)\/([^/]+\/){0,2}$/.test(path));
  return Array.from({ length: PAGES }, (_, i) =>
    i % 3 === 0 ? "/" : i % 3 === 1 ? listings[i % listings.length] : institutions[i % institutions.length],
  );
};

const requestPages = async (paths) => {
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureBuild({ rebuild: false });
console.log(`bench:startup in ${root} (load average ${loadavg()[0].toFixed(2)}, ${PAGES} pages after start)`);
const dataDir = mkdtempSync(join(tmpdir(), "shuyuan-bench-startup-"));
try {
  const cold = await startServer(dataDir);
  const coldMemory = memory(cold.child.pid);
  const paths = await pagePaths();
  await requestPages(paths);
  const coldAfter = memory(cold.child.pid);
  await stopServer(cold.child);
  console.log(
    `cold (empty DATA_DIR): ${cold.ms} ms to /api/health 200 (${cold.cpu.toFixed(2)} s CPU); RSS ${coldMemory.rss} MB after start ` +
      `(peak ${coldMemory.peak} MB), ${coldAfter.rss} MB after ${PAGES} pages`,
  );
  const warm = [];
  for (let run = 0; run < warmRuns; run++) {
    const server = await startServer(dataDir);
    const atStart = memory(server.child.pid);
    await requestPages(paths);
    const after = memory(server.child.pid);
    await stopServer(server.child);
    warm.push({ ms: server.ms, cpu: server.cpu, rss: atStart.rss, peak: atStart.peak, after: after.rss });
    console.log(
      `warm run ${run + 1}: ${server.ms} ms (${server.cpu.toFixed(2)} s CPU); RSS ${atStart.rss} MB after start, ${after.rss} MB after pages`,
    );
  }
  console.log(
    `warm (seeded DATA_DIR, median of ${warmRuns}): ${median(warm.map((run) => run.ms))} ms to /api/health 200 ` +
      `(${median(warm.map((run) => run.cpu)).toFixed(2)} s CPU); ` +
      `RSS ${median(warm.map((run) => run.rss))} MB after start (peak ${median(warm.map((run) => run.peak))} MB), ` +
      `${median(warm.map((run) => run.after))} MB after ${PAGES} pages`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
