// A closed-loop load client for the fault script: `connections` keep-alive connections, each sending its next GET
// as soon as the last answer is complete, for `durationMs`. Every answer's status and latency is kept.
import { Agent, request as httpRequest } from "node:http";

export type LoadSample = Readonly<{ status: number; ms: number }>;
export type LoadRun = Readonly<{ samples: readonly LoadSample[]; errors: number; seconds: number }>;

function once(agent: Agent, url: string, timeoutMs: number): Promise<LoadSample> {
  return new Promise((done, fail) => {
    const began = performance.now();
    const req = httpRequest(url, { agent, headers: { "accept-encoding": "gzip" } }, (res) => {
      res.on("data", () => {});
      res.on("end", () => done({ status: res.statusCode ?? 0, ms: performance.now() - began }));
      res.on("error", fail);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")));
    req.on("error", fail);
    req.end();
  });
}

/** Runs the load; `pathOf(i)` gives the path of the i-th request overall. */
export async function runLoad(
  origin: string,
  pathOf: (i: number) => string,
  connections: number,
  durationMs: number,
): Promise<LoadRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const samples: LoadSample[] = [];
  let errors = 0;
  let sent = 0;
  const began = performance.now();
  const until = began + durationMs;
  const worker = async () => {
    while (performance.now() < until) {
      try {
        samples.push(await once(agent, `${origin}${pathOf(sent++)}`, 30_000));
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return { samples, errors, seconds: (performance.now() - began) / 1000 };
}

/** Answers per second with the given status. */
export const rate = (run: LoadRun, status: number) =>
  run.samples.filter((sample) => sample.status === status).length / run.seconds;
