// Several production-build server processes on one PostgreSQL behind haproxy (ADR 073), for the multiprocess test
// and the fault script's section 95. Loopback only; every process and file is removed by `close`.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type RunningServer, send, sleep, startServer } from "../../scripts/faults/lib";

export type Cluster = Readonly<{
  /** haproxy's address: round robin over the servers. */
  origin: string;
  servers: readonly RunningServer[];
  /** What haproxy logged (one line a request: timers, retries, termination state). */
  haproxyLog(): string;
  /** When each server answered its health check, ms from the start of all (in the order they came up). */
  startMs: readonly number[];
  close(): Promise<void>;
}>;

/** haproxy must be installed (Debian's package; .ci/run installs it): the check fails, never skips, without it. */
export function haproxyBinary(): string {
  const found = spawnSync("sh", ["-c", "command -v haproxy"], { encoding: "utf8" });
  const path = found.stdout.trim();
  if (found.status !== 0 || path === "") {
    throw new Error("The multiprocess test needs haproxy (apt-get install -y haproxy; .ci/run installs it)");
  }
  return path;
}

/**
 * Round robin with a health check on /api/health every 500 ms (down after 3 failures, a loaded server may take
 * seconds to answer); a request whose connection fails, or whose server
 * closes without answering, is sent again to the other server (retries and redispatch), so that a server that
 * stops (SIGTERM) costs no request once it stops accepting.
 */
const haproxyConfig = (port: number, servers: readonly RunningServer[]) => `global
  maxconn 2000
  log stdout format raw local0
defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout check 5s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
frontend site
  bind 127.0.0.1:${port}
  default_backend shuyuan
backend shuyuan
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fall 3 rise 2
${servers.map((server, i) => `  server s${i} 127.0.0.1:${server.port} check`).join("\n")}
`;

/** Starts `count` servers at once on `databaseUrl` (one sets an empty database up), then haproxy in front. */
export async function startCluster(databaseUrl: string, count = 2): Promise<Cluster> {
  const binary = haproxyBinary();
  const servers: RunningServer[] = [];
  const startMs: number[] = [];
  const work = mkdtempSync(join(tmpdir(), "shuyuan-cluster-"));
  let haproxy: ChildProcess | null = null;
  let haproxyLog = "";
  const close = async () => {
    haproxy?.kill("SIGTERM");
    for (const server of servers) await server.stop("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // Started together: the first to take the setup lock sets the empty database up, the others wait and find it
    // ready. Each process has its own DATA_DIR (the image variants it derives from the shared originals).
    const began = performance.now();
    const started = await Promise.allSettled(
      Array.from({ length: count }, async () => {
        const server = await startServer({ DATABASE_URL: databaseUrl, PAGE_CACHE_TTL_MS: "60000" });
        startMs.push(performance.now() - began);
        return server;
      }),
    );
    for (const each of started) if (each.status === "fulfilled") servers.push(each.value);
    const failed = started.find((each) => each.status === "rejected");
    if (failed) throw failed.reason;
    const port = await freePort();
    const config = join(work, "haproxy.cfg");
    writeFileSync(config, haproxyConfig(port, servers));
    haproxy = spawn(binary, ["-f", config, "-db"], { stdio: ["ignore", "pipe", "pipe"] });
    haproxy.stdout?.on("data", (chunk: Buffer) => (haproxyLog += chunk.toString()));
    haproxy.stderr?.on("data", (chunk: Buffer) => (haproxyLog += chunk.toString()));
    const origin = `http://127.0.0.1:${port}`;
    const until = Date.now() + 15_000;
    for (;;) {
      if (haproxy.exitCode !== null) throw new Error(`haproxy exited:\n${haproxyLog}`);
      const up = await send(`${origin}/api/health`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (up) break;
      if (Date.now() > until) throw new Error(`haproxy did not answer in 15 s:\n${haproxyLog}`);
      await sleep(100);
    }
    // Both servers marked up (rise 2 at 500 ms) before anything is measured.
    await sleep(1_500);
    return { origin, servers, startMs, close, haproxyLog: () => haproxyLog };
  } catch (error) {
    await close();
    throw error;
  }
}
