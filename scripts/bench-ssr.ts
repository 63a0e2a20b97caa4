/**
 * bench:ssr — requests per second of the home page rendered by the real server (production build, seeded PGlite in
 * a temporary DATA_DIR) next to a bare node:http server answering the very same HTML bytes, both loaded by
 * autocannon at 50 connections for 10 s after a 3 s warm-up. Prints req/s, p50/p99 latency and the ratio SSR /
 * node:http; the goal is at least 50 %. Both servers and autocannon are separate processes.
 *
 *   npm run bench:ssr
 *   SHUYUAN_BUILD_DIR=/tmp/x-build BENCH_DURATION=20 BENCH_CONNECTIONS=50 npm run bench:ssr
 *   BENCH_STRICT=1 npm run bench:ssr      # exit 1 when the ratio is below the goal
 *
 * The numbers depend on the machine and on what else runs on it: compare runs made on the same machine, idle.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const GOAL = 0.5;
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(root, process.env.SHUYUAN_BUILD_DIR ?? "build");
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmUp = Number(process.env.BENCH_WARM_UP ?? 3);
const bin = (name: string) => join(root, "node_modules", ".bin", name);

type Result = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
};

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
const stopAll = () => {
  for (const child of children) if (child.exitCode === null && child.pid !== undefined) child.kill("SIGTERM");
};

const waitFor = async (url: string, seconds: number, server: { child: ChildProcess; log: () => string }) => {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.log()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s:\n${server.log()}`);
};

/** One autocannon run in its own process; its JSON report. */
const cannon = async (url: string, seconds: number): Promise<Result> => {
  const run = start(bin("autocannon"), ["-c", String(connections), "-d", String(seconds), "-j", url]);
  const code = await new Promise<number | null>((done) => run.child.once("exit", done));
  const json = run.log().slice(run.log().indexOf("{"));
  if (code !== 0) throw new Error(`autocannon failed (${code}):\n${run.log()}`);
  return JSON.parse(json) as Result;
};

async function main() {
  if (!existsSync(join(buildDir, "server", "index.js"))) {
    console.log(`No production build in ${buildDir}: building it (react-router build)...`);
    const build = spawnSync(bin("react-router"), ["build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "shuyuan-bench-ssr-"));
  try {
    const ssrPort = await freePort();
    const ssr = start(process.execPath, [join(root, "scripts", "start.mjs")], {
      NODE_ENV: "production",
      PORT: String(ssrPort),
      HOST: "127.0.0.1",
      DATA_DIR: join(dataDir, "data"),
      SHUYUAN_BUILD_DIR: buildDir,
    });
    const ssrUrl = `http://127.0.0.1:${ssrPort}/`;
    await waitFor(`http://127.0.0.1:${ssrPort}/api/health`, 300, ssr);

    const home = await fetch(ssrUrl);
    if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
    const bytes = Buffer.from(await home.arrayBuffer());
    const htmlFile = join(dataDir, "home.html");
    writeFileSync(htmlFile, bytes);
    const basePort = await freePort();
    const contentType = home.headers.get("content-type") ?? "text/html; charset=utf-8";
    const base = start(process.execPath, [
      join(root, "scripts", "bench-ssr-baseline.mjs"),
      htmlFile,
      String(basePort),
      contentType,
    ]);
    const baseUrl = `http://127.0.0.1:${basePort}/`;
    await waitFor(baseUrl, 10, base);

    console.log(
      `Home page: ${bytes.length} bytes of HTML. ${connections} connections, ${warmUp} s warm-up, ${duration} s each.`,
    );
    const results: [string, Result][] = [];
    for (const [name, url] of [
      ["React Router SSR (/)", ssrUrl],
      ["node:http, same bytes", baseUrl],
    ] as const) {
      if (warmUp > 0) await cannon(url, warmUp);
      results.push([name, await cannon(url, duration)]);
    }

    const column = (text: string | number, width: number) => String(text).padStart(width);
    console.log(
      `\n${"target".padEnd(24)}${column("req/s", 10)}${column("p50 ms", 9)}${column("p99 ms", 9)}${column("errors", 8)}${column("non-2xx", 9)}`,
    );
    for (const [name, r] of results) {
      console.log(
        `${name.padEnd(24)}${column(r.requests.average.toFixed(1), 10)}${column(r.latency.p50, 9)}${column(r.latency.p99, 9)}` +
          `${column(r.errors, 8)}${column(r.non2xx, 9)}`,
      );
    }
    const [ssrResult, baseResult] = results.map(([, r]) => r);
    if (ssrResult === undefined || baseResult === undefined) throw new Error("a run is missing");
    const ratio = ssrResult.requests.average / baseResult.requests.average;
    const valid = ssrResult.errors + ssrResult.non2xx === 0;
    const verdict = ratio >= GOAL ? "meets the goal" : "below the goal";
    console.log(`\nratio SSR / node:http: ${(ratio * 100).toFixed(1)} % (goal >= ${GOAL * 100} %): ${verdict}`);
    if (!valid) console.log("✗ the SSR run had errors, timeouts or non-2xx answers: the numbers are not comparable");
    if (!valid || (process.env.BENCH_STRICT === "1" && ratio < GOAL)) process.exitCode = 1;
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
