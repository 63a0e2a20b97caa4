/**
 * bench:ssr — requests per second of four pages (home, a listing, an institution, an education base) served by the real server (production build, seeded PGlite in
 * a temporary DATA_DIR) next to a bare node:http server answering the very same bytes with the same headers, both
 * loaded by autocannon at 50 connections for 10 s after a 3 s warm-up. Two paths of the real server are measured,
 * each against its own node:http baseline:
 *
 *   - cached: the page cache on (PAGE_CACHE_TTL_MS, 10 s unless set), which is what anonymous visitors get;
 *   - render: PAGE_CACHE_TTL_MS=0, every request rendered by React Router.
 *
 * The headline ratio is the cached one (goal: at least 50 %). Every request asks for "gzip, deflate, br" as browsers
 * do (BENCH_ACCEPT_ENCODING; empty for identity): the site answers brotli (rendered) or gzip (cached), and the
 * baseline serves the very same bytes with the same Content-Encoding, Vary, Content-Type and other headers (only
 * framing headers, which node:http
 * writes itself, differ). The median latency of one request at a time is printed too (for the render path: the
 * cost of one render). Servers and autocannon are separate processes; the 1-minute load average is printed
 * before each run, since other work on the machine moves the figures.
 *
 *   npm run bench:ssr
 *   SHUYUAN_BUILD_DIR=/tmp/x-build BENCH_DURATION=20 BENCH_CONNECTIONS=50 npm run bench:ssr
 *   BENCH_STRICT=1 npm run bench:ssr      # exit 1 when the cached ratio is below the goal
 *   PAGE_CACHE_TTL_MS=0 npm run bench:ssr # the render path alone
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { institutionSchema } from "../core/domain/catalogue/institution";
import { institutionListingResponseSchema } from "../core/domain/catalogue/institution-listing-response";
import { educationBaseHref } from "../core/domain/institution-page/education-base-href";
import { institutionCardHref } from "../core/domain/listing/institution-card-href";
import { freePort } from "./faults/lib";

const GOAL = 0.5;
/** Goals of the render path (PAGE_CACHE_TTL_MS=0) on every page: one render's median time and share of node:http. */
const RENDER_GOAL_MS = 4;
const RENDER_RATIO_GOAL = 0.09;
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(root, process.env.SHUYUAN_BUILD_DIR ?? "build");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmUp = Number(process.env.BENCH_WARM_UP ?? 3);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";
const cachedTtl = process.env.PAGE_CACHE_TTL_MS || "10000";
/** PAGE_CACHE_TTL_MS=0 asks for the render path alone (there is no cached path to measure). */
const renderOnly = cachedTtl === "0";
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const requestHeaders: Record<string, string> = acceptEncoding === "" ? {} : { "accept-encoding": acceptEncoding };

type Result = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
};
type Answer = { status: number; headers: Record<string, string>; body: Buffer; ms: number };
type Row = { name: string; load: number; result: Result };

const children: ChildProcess[] = [];
const start = (command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  children.push(child);
  return { child, log: () => log };
};
const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
};
const stopAll = () => {
  for (const child of children) if (child.exitCode === null && child.pid !== undefined) child.kill("SIGTERM");
};

/** One GET with raw bytes (no decoding), so the baseline can send exactly what the site sent. */
const get = (url: string) =>
  new Promise<Answer>((done, fail) => {
    const began = performance.now();
    const req = httpRequest(url, { headers: requestHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (typeof value === "string") headers[name] = value;
        }
        done({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks), ms: performance.now() - began });
      });
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });

const waitFor = async (url: string, seconds: number, server: { child: ChildProcess; log: () => string }) => {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.log()}`);
    const ok = await get(url).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s:\n${server.log()}`);
};

/** One autocannon run in its own process; its JSON report. */
const cannon = async (url: string, seconds: number): Promise<Result> => {
  const headerArgs = Object.entries(requestHeaders).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
  const run = start(bin("autocannon"), ["-c", String(connections), "-d", String(seconds), ...headerArgs, "-j", url]);
  const code = await new Promise<number | null>((done) => run.child.once("exit", done));
  const json = run.log().slice(run.log().indexOf("{"));
  if (code !== 0) throw new Error(`autocannon failed (${code}):\n${run.log()}`);
  return JSON.parse(json) as Result;
};

const load = async (url: string): Promise<{ load: number; result: Result }> => {
  if (warmUp > 0) await cannon(url, warmUp);
  const before = loadavg()[0] ?? 0;
  return { load: before, result: await cannon(url, duration) };
};

/** Median time of `n` requests one after another (after a few to warm up). */
/** CPU milliseconds the process has used (user + system, all its threads: zlib's pool too), from /proc. */
const cpuMsOf = (pid: number | undefined): number | null => {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in clock ticks.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
};
/** Linux's USER_HZ, which /proc reports in (100 on every kernel this runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * One request at a time: the median latency of `n`, and the server's CPU per request over them (less moved by other
 * work on a shared machine than the latency; null where /proc is missing).
 */
const oneAtATime = async (url: string, pid: number | undefined, n = 30) => {
  for (let i = 0; i < 5; i++) await get(url);
  const times: number[] = [];
  const cpuBefore = cpuMsOf(pid);
  for (let i = 0; i < n; i++) times.push((await get(url)).ms);
  const cpuAfter = cpuMsOf(pid);
  times.sort((a, b) => a - b);
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / n;
  return { medianMs: times[Math.floor(n / 2)] ?? Number.NaN, cpuMs };
};

/** Headers the baseline must send as they are: everything but framing, which node:http writes itself. */
const FRAMING = new Set(["content-length", "transfer-encoding", "date", "connection", "keep-alive"]);
const sentHeaders = (answer: Answer) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !FRAMING.has(name)));

type PathReport = {
  label: string;
  page: string;
  ssr: Row;
  base: Row;
  htmlBytes: number;
  sentBytes: number;
  encoding: string;
  singleMs: number;
  /** The server's CPU per request over the one-at-a-time run (null without /proc). */
  cpuMs: number | null;
};

type Page = { readonly name: string; readonly path: string };

/** The four page kinds of the goal: home, a listing, an institution and an education base (found over the API). */
async function benchPages(origin: string): Promise<readonly Page[]> {
  const json = async (path: string): Promise<unknown> => {
    const answer = await get(`${origin}${path}`);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    const encoding = answer.headers["content-encoding"];
    const body =
      encoding === "gzip"
        ? gunzipSync(answer.body)
        : encoding === "br"
          ? brotliDecompressSync(answer.body)
          : answer.body;
    return JSON.parse(body.toString("utf8"));
  };
  const grid = institutionListingResponseSchema.parse(await json("/api/ru/v1/institutions/grid?per_page=24"));
  for (const card of grid.data) {
    const institution = institutionSchema.parse(await json(`/api/ru/v1/institutions/${card.id}`));
    const base = institution.degree_programs.flatMap((program) => program.education_bases)[0];
    if (base === undefined) continue;
    return [
      { name: "home", path: "/" },
      { name: "listing", path: "/universities/" },
      { name: "institution", path: institutionCardHref(card) },
      { name: "education base", path: educationBaseHref(card, base.slug) },
    ];
  }
  throw new Error("no seeded institution of the first listing page has an education base");
}

/** Starts the site with `ttl`, measures each page and its node:http baseline serving that page's bytes. */
async function measurePath(label: string, ttl: string, dataDir: string, expectCache: boolean): Promise<PathReport[]> {
  const ssrPort = await freePort();
  const site = start(process.execPath, [join(root, "scripts", "start.mjs")], {
    NODE_ENV: "production",
    PORT: String(ssrPort),
    HOST: "127.0.0.1",
    DATA_DIR: join(dataDir, `data-${label}`),
    SHUYUAN_BUILD_DIR: buildDir,
    PAGE_CACHE_TTL_MS: ttl,
    // Every connection's render waits its turn rather than being refused: this measures how fast pages render, and
    // the default queue (one, ADR 070) would answer most of the 50 at once with 503 (overload is the fault script's).
    RENDER_QUEUE: String(connections),
    RENDER_QUEUE_WAIT_MS: "30000",
  });
  const origin = `http://127.0.0.1:${ssrPort}`;
  await waitFor(`${origin}/api/health`, 300, site);
  const pages = await benchPages(origin);
  const measured: { page: Page; answer: Answer; singleMs: number; cpuMs: number | null; ssr: Row }[] = [];
  for (const page of pages) {
    const siteUrl = `${origin}${page.path}`;
    await get(siteUrl);
    const answer = await get(siteUrl);
    if (answer.status !== 200) throw new Error(`GET ${page.path} answered ${answer.status}`);
    const cacheState = answer.headers["x-page-cache"] ?? "none";
    if (expectCache !== (cacheState === "hit")) {
      throw new Error(
        `the ${label} path answered X-Page-Cache: ${cacheState} on ${page.path} (PAGE_CACHE_TTL_MS=${ttl})`,
      );
    }
    const single = await oneAtATime(siteUrl, site.child.pid, 100);
    measured.push({
      page,
      answer,
      singleMs: single.medianMs,
      cpuMs: single.cpuMs,
      ssr: { name: `site, ${label}`, ...(await load(siteUrl)) },
    });
  }
  await stop(site.child);

  const reports: PathReport[] = [];
  for (const [index, { page, answer, singleMs, cpuMs, ssr }] of measured.entries()) {
    const bodyFile = join(dataDir, `${label}-${index}.body`);
    const headersFile = join(dataDir, `${label}-${index}.headers.json`);
    writeFileSync(bodyFile, answer.body);
    writeFileSync(headersFile, JSON.stringify(sentHeaders(answer)));
    const basePort = await freePort();
    const baseline = start(process.execPath, [
      join(root, "scripts", "bench-ssr-baseline.mjs"),
      bodyFile,
      String(basePort),
      headersFile,
    ]);
    const baseUrl = `http://127.0.0.1:${basePort}/`;
    await waitFor(baseUrl, 10, baseline);
    const base = { name: `node:http, same bytes`, ...(await load(baseUrl)) };
    await stop(baseline.child);
    const encoding = answer.headers["content-encoding"] ?? "identity";
    const html =
      encoding === "gzip"
        ? gunzipSync(answer.body)
        : encoding === "br"
          ? brotliDecompressSync(answer.body)
          : answer.body;
    reports.push({
      label,
      page: page.name,
      ssr,
      base,
      htmlBytes: html.length,
      sentBytes: answer.body.length,
      encoding,
      singleMs,
      cpuMs,
    });
  }
  return reports;
}

const column = (text: string | number, width: number) => String(text).padStart(width);
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

async function main() {
  if (!existsSync(join(buildDir, "server", "index.js"))) {
    console.log(`No production build in ${buildDir}: building it (react-router build)...`);
    const build = spawnSync(bin("react-router"), ["build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "shuyuan-bench-ssr-"));
  try {
    console.log(
      `${connections} connections, ${warmUp} s warm-up, ${duration} s each; Accept-Encoding: ${acceptEncoding || "(none)"}`,
    );
    const cached = renderOnly ? [] : await measurePath("cached", cachedTtl, dataDir, true);
    const rendered = await measurePath("render", "0", dataDir, false);
    const reports = [...cached, ...rendered];

    console.log(
      `\n${"page".padEnd(16)}${"target".padEnd(26)}${column("req/s", 10)}${column("p50 ms", 9)}${column("p99 ms", 9)}` +
        `${column("errors", 8)}${column("non-2xx", 9)}${column("load 1m", 9)}`,
    );
    for (const report of reports) {
      for (const row of [report.ssr, report.base]) {
        const r = row.result;
        console.log(
          `${report.page.padEnd(16)}${row.name.padEnd(26)}${column(r.requests.average.toFixed(1), 10)}` +
            `${column(r.latency.p50, 9)}${column(r.latency.p99, 9)}${column(r.errors, 8)}${column(r.non2xx, 9)}` +
            `${column(row.load.toFixed(2), 9)}`,
        );
      }
    }
    const ratioOf = (report: PathReport) => report.ssr.result.requests.average / report.base.result.requests.average;
    console.log(
      `\n${"page".padEnd(16)}${"path".padEnd(8)}${column("HTML B", 9)}${column("sent B", 9)}` +
        `${column("one req ms", 12)}${column("CPU ms/req", 12)}${column("/ node:http", 13)}`,
    );
    for (const report of reports) {
      console.log(
        `${report.page.padEnd(16)}${report.label.padEnd(8)}${column(report.htmlBytes, 9)}${column(report.sentBytes, 9)}` +
          `${column(report.singleMs.toFixed(1), 12)}${column(report.cpuMs === null ? "-" : report.cpuMs.toFixed(1), 12)}` +
          `${column(percent(ratioOf(report)), 13)}`,
      );
    }
    const renderMiss = rendered.filter((r) => r.singleMs > RENDER_GOAL_MS || ratioOf(r) < RENDER_RATIO_GOAL);
    console.log(
      `\nrender path goals (median one request <= ${RENDER_GOAL_MS} ms, >= ${percent(RENDER_RATIO_GOAL)} of node:http): ` +
        (renderMiss.length === 0 ? "met on every page" : `missed on ${renderMiss.map((r) => r.page).join(", ")}`),
    );
    const belowGoal = cached.filter((report) => ratioOf(report) < GOAL);
    if (cached.length > 0) {
      console.log(
        `cached path (what anonymous visitors get) goal >= ${GOAL * 100} % of node:http: ` +
          (belowGoal.length === 0 ? "met on every page" : `missed on ${belowGoal.map((r) => r.page).join(", ")}`),
      );
    }
    const failed = reports.filter((report) => report.ssr.result.errors + report.ssr.result.non2xx > 0);
    for (const report of failed) {
      console.log(
        `✗ the ${report.label} run of ${report.page} had errors, timeouts or non-2xx answers: its numbers are not comparable`,
      );
    }
    const strictMiss = belowGoal.length > 0 || renderMiss.length > 0;
    if (failed.length > 0 || (process.env.BENCH_STRICT === "1" && strictMiss)) process.exitCode = 1;
  } finally {
    stopAll();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.once("SIGINT", () => {
  stopAll();
  process.exit(130);
});

await main().catch((error: unknown) => {
  stopAll();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
