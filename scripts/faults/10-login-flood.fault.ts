// Issue 17, item 1: a flood of the calls that run the password hash (log-in, registration, forgot password) from
// many addresses, against the production build, while a reader loads pages. Prints the page median unloaded and
// during the flood, what the flood got (429 / 503 / 422 / other) and how many hashes the server did.
import { availableParallelism, loadavg } from "node:os";
import {
  type Answer,
  cpuSeconds,
  type FaultSection,
  medianLatency,
  ms,
  percentile,
  send,
  sleep,
  startServer,
} from "./lib";

const FLOOD_SECONDS = 10;
const WORKERS = 40;
/** Anonymous pages, rendered each time (the page cache is off so the flood competes with real rendering). */
const PAGES = ["/", "/o-kompanii/", "/courses/"] as const;
const SAMPLES = 8;

type Tally = Map<string, number>;
const bump = (tally: Tally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

/** One flood call: which kind and a random address (the attacker owns many; TRUST_PROXY=1 reads X-Forwarded-For). */
function floodCall(origin: string, n: number): Promise<Answer> {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const headers = { "content-type": "application/json", "x-forwarded-for": ip };
  const email = `flood${n}@example.com`;
  const [path, body] = [
    ["/api/auth/login", { email, password: "not the password" }],
    ["/api/auth/register", { first_name: "Флуд", last_name: "Флудов", email, password: "flood password 1" }],
    ["/api/auth/forgot-password", { email }],
  ][n % 3] as [string, unknown];
  return send(`${origin}${path}`, { method: "POST", headers, body: JSON.stringify(body), timeoutMs: 30_000 });
}

const section: FaultSection = {
  title: "Log-in, registration and forgot-password flood vs page latency",
  async run() {
    const server = await startServer({ PAGE_CACHE_TTL_MS: "0", TRUST_PROXY: "1" });
    try {
      for (const path of PAGES) {
        const answer = await send(`${server.origin}${path}`);
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      }
      await medianLatency(server.origin, PAGES, 2);
      const unloaded = await medianLatency(server.origin, PAGES, SAMPLES);

      const tally: Tally = new Map();
      let next = 0;
      let hashes = 0;
      const busyWaits: number[] = [];
      const until = Date.now() + FLOOD_SECONDS * 1000;
      const worker = async () => {
        while (Date.now() < until) {
          const n = next++;
          const answer = await floodCall(server.origin, n).catch(() => null);
          const kind = ["login", "register", "forgot"][n % 3];
          if (answer === null) {
            bump(tally, `${kind} error`);
            continue;
          }
          bump(tally, `${kind} ${answer.status}`);
          if ((kind === "login" && answer.status === 422) || (kind === "register" && answer.status === 201)) hashes++;
          if (answer.status === 503) busyWaits.push(answer.ms);
        }
      };
      const serverCpuBefore = cpuSeconds(server.child.pid);
      const clientCpuBefore = process.cpuUsage();
      const flood = Promise.all(Array.from({ length: WORKERS }, worker));
      await sleep(1000);
      const during = await medianLatency(server.origin, PAGES, SAMPLES);
      // The cheapest answer the server has, at the same moment: what any answer waits for before it is handled.
      const health = await medianLatency(server.origin, ["/api/health"], SAMPLES);
      await flood;
      const serverCpu = cpuSeconds(server.child.pid);
      const clientCpu = process.cpuUsage(clientCpuBefore);
      const mainThread = serverCpu.mainThread - serverCpuBefore.mainThread;
      const otherThreads = serverCpu.process - serverCpuBefore.process - mainThread;
      const client = (clientCpu.user + clientCpu.system) / 1e6;

      const count = (status: number) =>
        [...tally].filter(([key]) => key.endsWith(` ${status}`)).reduce((sum, [, n]) => sum + n, 0);
      const errors = [...tally].filter(([key]) => / (5(?!03)\d\d|error)$/.test(key)).reduce((s, [, n]) => s + n, 0);
      const ratio = during / unloaded;

      const ok = ratio <= 2 && errors === 0;
      return {
        ok,
        lines: [
          `flood: ${WORKERS} concurrent clients for ${FLOOD_SECONDS} s from random addresses (X-Forwarded-For, TRUST_PROXY=1), log-in / register / forgot in turn: ${next} calls`,
          `answers: ${[...tally]
            .sort()
            .map(([key, n]) => `${key}: ${n}`)
            .join(", ")}`,
          `totals: 429 ${count(429)}, 503 ${count(503)}, 422 ${count(422)}, 5xx other than 503 or socket errors ${errors}`,
          `password hashes done (log-in 422 + register 201): ${hashes} in ${FLOOD_SECONDS} s (${(hashes / FLOOD_SECONDS).toFixed(1)} a second)`,
          `503 answers (Retry-After 1): median ${ms(percentile(busyWaits, 50))}, p90 ${ms(percentile(busyWaits, 90))}, max ${ms(percentile(busyWaits, 100))}; GET /api/health during the flood: median ${ms(health)}`,
          `page median (${PAGES.join(", ")}, page cache off): unloaded ${ms(unloaded)}, during the flood ${ms(during)} = ${ratio.toFixed(2)}x (target <= 2x)`,
          `CPU during the ${FLOOD_SECONDS} s flood (${availableParallelism()} cores): the server's main thread ${mainThread.toFixed(1)} s, ` +
            `its other threads (password hashing, files) ${otherThreads.toFixed(1)} s, this script (the flood's clients and the reader) ${client.toFixed(1)} s`,
          `machine load average at the end: ${loadavg()
            .map((v) => v.toFixed(1))
            .join(" / ")} (1 / 5 / 15 min; the machine is shared)`,
        ],
      };
    } finally {
      await server.stop();
    }
  },
};

export default section;
