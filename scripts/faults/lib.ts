// Shared parts of the fault and load script (`npm run test:faults`): start the production build on loopback, send
// raw HTTP, and summarise timings. Each `*.fault.ts` beside this file is one section of the report.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const bin = (name: string) => join(root, "node_modules", ".bin", name);

/** One section of the report: what it tried and what held, a line each. `ok` is false when a target was missed. */
export type FaultReport = Readonly<{ lines: readonly string[]; ok: boolean }>;
export type FaultSection = Readonly<{ title: string; run: () => Promise<FaultReport> }>;

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });

export type RunningServer = Readonly<{
  child: ChildProcess;
  origin: string;
  port: number;
  log: () => string;
  /** SIGTERM and wait; the exit code (or signal) and how long it took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Resident memory of the server process, MB (from /proc). */
  rssMb: () => number;
}>;

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Starts the production build (`npm start`'s bundle) on a free loopback port with its own data directory (the
 * embedded database unless `env.DATABASE_URL` is given) and waits for /api/health.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "shuyuan-faults-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    const up = await send(`${origin}/api/health`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`the server did not answer in 180 s:\n${log}`);
    await sleep(200);
  }
  const cleanUp = () => {
    running.delete(child);
    if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    child,
    origin,
    port,
    log: () => log,
    stop: async (signal = "SIGTERM") => {
      const began = performance.now();
      if (child.exitCode !== null || child.signalCode !== null) {
        cleanUp();
        return { code: child.exitCode, signal: child.signalCode, ms: 0 };
      }
      const exited = new Promise<void>((done) => child.once("exit", () => done()));
      child.kill(signal);
      await exited;
      cleanUp();
      return { code: child.exitCode, signal: child.signalCode, ms: performance.now() - began };
    },
    rssMb: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        return Math.round(kb / 1024);
      } catch {
        return 0;
      }
    },
  };
}

export type Answer = Readonly<{ status: number; headers: IncomingHttpHeaders; body: string; ms: number }>;

/** One request on a fresh connection; `ms` is from the call to the last byte. Rejects on a socket error. */
export function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const began = performance.now();
    const req = httpRequest(url, { method: init.method ?? "GET", headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          ms: performance.now() - began,
        }),
      );
      res.on("error", fail);
    });
    req.setTimeout(init.timeoutMs ?? 60_000, () => req.destroy(new Error("timeout")));
    req.on("error", fail);
    req.end(init.body);
  });
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The p-th percentile (0-100) of the values, nearest rank; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Median latency of `count` sequential GETs of each path. */
export async function medianLatency(origin: string, paths: readonly string[], count: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    for (const path of paths) times.push((await send(`${origin}${path}`)).ms);
  }
  return percentile(times, 50);
}

/** A PostgreSQL of its own when TEST_DATABASE_URL is unset: initdb as postgres on a free loopback port. */
export async function throwawayPostgres(): Promise<{ url: string; stop: () => void }> {
  const { spawnSync } = await import("node:child_process");
  const dir = mkdtempSync(join(tmpdir(), "shuyuan-faults-pg-"));
  const port = await freePort();
  const asPostgres = (args: string[]) => {
    const run = spawnSync("runuser", ["-u", "postgres", "--", ...args], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`${args[0]} failed: ${run.stderr}`);
  };
  spawnSync("chown", ["postgres", dir]);
  asPostgres(["/usr/local/bin/initdb", "-D", `${dir}/data`, "-A", "trust", "-U", "postgres", "--no-sync"]);
  asPostgres([
    "/usr/local/bin/pg_ctl",
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/log`,
    "-w",
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      spawnSync("runuser", [
        "-u",
        "postgres",
        "--",
        "/usr/local/bin/pg_ctl",
        "-D",
        `${dir}/data`,
        "-m",
        "fast",
        "stop",
      ]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Seconds of CPU (user and system) of a /proc stat file, 0 when it cannot be read. */
const ticks = (path: string) => {
  try {
    // Fields 14 and 15 of stat (user and system time in clock ticks), counted after the command's closing paren.
    const fields = readFileSync(path, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  } catch {
    return 0;
  }
};

/** CPU seconds a process has used (all its threads), and its main thread alone, from /proc (Linux); zeros elsewhere. */
export function cpuSeconds(pid: number | undefined): Readonly<{ process: number; mainThread: number }> {
  if (pid === undefined) return { process: 0, mainThread: 0 };
  return { process: ticks(`/proc/${pid}/stat`), mainThread: ticks(`/proc/${pid}/task/${pid}/stat`) };
}

/** Seconds of CPU of each of a process's threads, by name and id (/proc/<pid>/task/<tid>/comm; "main" for the main one). */
export function cpuByThreadName(pid: number | undefined): ReadonlyMap<string, number> {
  const byName = new Map<string, number>();
  if (pid === undefined) return byName;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      // Node names its threads "node" (the main one too): the thread id tells them apart.
      const name =
        tid === String(pid) ? "main" : `${readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim()}:${tid}`;
      byName.set(name, (byName.get(name) ?? 0) + ticks(`/proc/${pid}/task/${tid}/stat`));
    }
  } catch {
    // The process has ended or /proc is not there: nothing to tell.
  }
  return byName;
}

/** The CPU each thread name took between two readings of cpuByThreadName, largest first, as "name 1.2 s". */
export function threadCpuSpent(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): string {
  return [...after]
    .map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)] as const)
    .filter(([, seconds]) => seconds >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(", ");
}
