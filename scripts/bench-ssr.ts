/**
 * bench:ssr — requests per second of the home page served by the real server (production build, seeded PGlite in
 * a temporary DATA_DIR) next to a bare node:http server answering the very same bytes with the same headers, both
 * loaded by autocannon at 50 connections for 10 s after a 3 s warm-up. Two paths of the real server are measured,
 * each against its own node:http baseline:
 *
 *   - cached: the page cache on (PAGE_CACHE_TTL_MS, 10 s unless set), which is what anonymous visitors get;
 *   - render: PAGE_CACHE_TTL_MS=0, every request rendered by React Router.
 *
 * The headline ratio is the cached one (goal: at least 50 %). Every request asks for gzip as browsers do
 * (BENCH_ACCEPT_ENCODING; empty for identity): the site answers gzip, so the baseline serves the same gzip bytes
 * with the same Content-Encoding, Vary, Content-Type and other headers (only framing headers, which node:http
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
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

const GOAL = 0.5;
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

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });

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
const oneAtATime = async (url: string, n = 30) => {
  for (let i = 0; i < 5; i++) await get(url);
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push((await get(url)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)] ?? Number.NaN;
};

/** Headers the baseline must send as they are: everything but framing, which node:http writes itself. */
const FRAMING = new Set(["content-length", "transfer-encoding", "date", "connection", "keep-alive"]);
const sentHeaders = (answer: Answer) =>
  Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !FRAMING.has(name)));

type PathReport = {
  label: string;
  ssr: Row;
  base: Row;
  htmlBytes: number;
  sentBytes: number;
  encoding: string;
  singleMs: number;
};

/** Starts the site with `ttl`, measures it and its node:http baseline, stops both. */
async function measurePath(label: string, ttl: string, dataDir: string, expectCache: boolean): Promise<PathReport> {
  const ssrPort = await freePort();
  const site = start(process.execPath, [join(root, "scripts", "start.mjs")], {
    NODE_ENV: "production",
    PORT: String(ssrPort),
    HOST: "127.0.0.1",
    DATA_DIR: join(dataDir, `data-${label}`),
    SHUYUAN_BUILD_DIR: buildDir,
    PAGE_CACHE_TTL_MS: ttl,
  });
  const siteUrl = `http://127.0.0.1:${ssrPort}/`;
  await waitFor(`http://127.0.0.1:${ssrPort}/api/health`, 300, site);
  await get(siteUrl);
  const answer = await get(siteUrl);
  if (answer.status !== 200) throw new Error(`GET / answered ${answer.status}`);
  const cacheState = answer.headers["x-page-cache"] ?? "none";
  if (expectCache !== (cacheState === "hit")) {
    throw new Error(`the ${label} path answered X-Page-Cache: ${cacheState} (PAGE_CACHE_TTL_MS=${ttl})`);
  }
  const encoding = answer.headers["content-encoding"] ?? "identity";
  const html = encoding === "gzip" ? gunzipSync(answer.body) : answer.body;
  const singleMs = await oneAtATime(siteUrl);
  const ssr = { name: `site, ${label}`, ...(await load(siteUrl)) };
  await stop(site.child);

  const bodyFile = join(dataDir, `${label}.body`);
  const headersFile = join(dataDir, `${label}.headers.json`);
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
  return { label, ssr, base, htmlBytes: html.length, sentBytes: answer.body.length, encoding, singleMs };
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
    const cached = renderOnly ? null : await measurePath("cached", cachedTtl, dataDir, true);
    const rendered = await measurePath("render", "0", dataDir, false);
    const reports = cached === null ? [rendered] : [cached, rendered];

    console.log(
      `\n${"target".padEnd(26)}${column("req/s", 10)}${column("p50 ms", 9)}${column("p99 ms", 9)}` +
        `${column("errors", 8)}${column("non-2xx", 9)}${column("load 1m", 9)}`,
    );
    for (const report of reports) {
      for (const row of [report.ssr, report.base]) {
        const r = row.result;
        console.log(
          `${row.name.padEnd(26)}${column(r.requests.average.toFixed(1), 10)}${column(r.latency.p50, 9)}` +
            `${column(r.latency.p99, 9)}${column(r.errors, 8)}${column(r.non2xx, 9)}${column(row.load.toFixed(2), 9)}`,
        );
      }
    }
    console.log("");
    for (const report of reports) {
      console.log(
        `${report.label}: ${report.htmlBytes} bytes of HTML, ${report.sentBytes} sent (${report.encoding}); ` +
          `one request at a time: ${report.singleMs.toFixed(1)} ms (median)`,
      );
    }
    const ratioOf = (report: PathReport) => report.ssr.result.requests.average / report.base.result.requests.average;
    console.log(`\nrender path (PAGE_CACHE_TTL_MS=0) / node:http: ${percent(ratioOf(rendered))}`);
    const headline = cached === null ? null : ratioOf(cached);
    if (headline !== null) {
      const verdict = headline >= GOAL ? "meets the goal" : "below the goal";
      console.log(
        `headline, cached path (what anonymous visitors get) / node:http: ${percent(headline)} ` +
          `(goal >= ${GOAL * 100} %): ${verdict}`,
      );
    }
    const failed = reports.filter((report) => report.ssr.result.errors + report.ssr.result.non2xx > 0);
    for (const report of failed) {
      console.log(`✗ the ${report.label} run had errors, timeouts or non-2xx answers: its numbers are not comparable`);
    }
    const belowGoal = headline !== null && headline < GOAL;
    if (failed.length > 0 || (process.env.BENCH_STRICT === "1" && belowGoal)) process.exitCode = 1;
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
