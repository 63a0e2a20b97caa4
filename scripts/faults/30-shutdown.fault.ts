// Item 3 of issue 17: SIGTERM with page requests in flight, idle keep-alive connections and half-sent requests, and
// after a load run that left many connections open. Target: every request in flight is answered (200, with
// Connection: close), none is reset, idle and half-sent connections close at once, exit 0 within the grace (10 s).
import { Agent, request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { type FaultSection, ms, send, sleep, startServer } from "./lib";
import { runLoad } from "./load";

const GRACE_MS = 10_000;
const IN_FLIGHT = 64;

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** A raw connection that sent `text` and nothing more; `closedAt` is when the server ended it. */
async function rawConnection(port: number, text: string) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((done, fail) => {
    socket.once("connect", done);
    socket.once("error", fail);
  });
  socket.on("error", () => {});
  // Read (and drop) what comes, so that the server's FIN is seen.
  socket.resume();
  if (text !== "") socket.write(text);
  let closedAt = Number.NaN;
  socket.once("close", () => (closedAt = performance.now()));
  return { socket, closedAt: () => closedAt };
}

/** A GET on a keep-alive connection of `agent`: an answer with Connection: close is the drain's doing. */
const keepAliveGet = (agent: Agent, url: string) =>
  new Promise<Outcome>((done) => {
    const req = httpRequest(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => done({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on("error", (error) => done({ error: error.message }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", (error) => done({ error: error.message }));
    req.end();
  });

const describeOutcomes = (outcomes: readonly Outcome[]) => {
  const ok = outcomes.filter((o) => "status" in o && o.status === 200);
  const closing = ok.filter((o) => "status" in o && o.connection === "close").length;
  const other = outcomes.filter((o) => "status" in o && o.status !== 200).length;
  const reset = outcomes.filter((o) => "error" in o).length;
  return { ok: ok.length, closing, other, reset };
};

async function inFlightCase(lines: string[]): Promise<boolean> {
  // Every one of the 64 is a render (no page cache), one at a time, and the rest wait in the render queue, none
  // refused: on a loaded machine a client sends 64 requests no faster than the server renders two at a time.
  const server = await startServer({
    PAGE_CACHE_TTL_MS: "0",
    RENDER_CONCURRENCY: "1",
    RENDER_QUEUE: "128",
    RENDER_QUEUE_WAIT_MS: "30000",
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  // Warm: the first renders of a fresh process are several times slower.
  for (let i = 0; i < 8; i++) await send(`${server.origin}/?warm=${i}`).catch(() => null);
  // Idle keep-alive connections: one answered request each, then left open.
  const idle = await Promise.all(
    Array.from({ length: 8 }, () =>
      rawConnection(server.port, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").then(async (c) => {
        await sleep(50);
        return c;
      }),
    ),
  );
  const halfHeaders = await Promise.all(
    Array.from({ length: 4 }, () => rawConnection(server.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Ag")),
  );
  const halfBodies = await Promise.all(
    Array.from({ length: 4 }, () =>
      rawConnection(
        server.port,
        "POST /api/ru/v1/visit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{",
      ),
    ),
  );
  const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const requests = Array.from({ length: IN_FLIGHT }, (_, i) => keepAliveGet(agent, `${server.origin}/?n=${i}`));
  // Once a later request is answered, the server has read the 64 requests; too soon to have rendered them all.
  await send(`${server.origin}/api/health`);
  const signalled = performance.now();
  const stopped = server.stop("SIGTERM");
  const outcomes = await Promise.all(requests);
  const exit = await stopped;
  await sleep(200);
  agent.destroy();
  const closeTimes = (list: { closedAt: () => number }[]) => Math.max(...list.map((c) => c.closedAt() - signalled));
  const seen = describeOutcomes(outcomes);
  const idleMs = closeTimes(idle);
  const halfMs = closeTimes([...halfHeaders, ...halfBodies]);
  const drained = /Drained: (\d+) requests.*/.exec(server.log());
  lines.push(
    `${IN_FLIGHT} page requests (renders one at a time, no page cache; ${drained?.[1] ?? "?"} still in flight at ` +
      `SIGTERM by the server's count) plus 8 idle keep-alive, 4 half-sent headers, 4 half-sent bodies: ` +
      `${seen.ok} answered 200 (${seen.closing} with Connection: close), ${seen.other} other statuses, ${seen.reset} reset`,
  );
  lines.push(
    `idle connections closed within ${ms(idleMs)} of the signal, half-sent ones within ${ms(halfMs)}; ` +
      `exit code ${exit.code ?? exit.signal} after ${ms(exit.ms)} (grace ${GRACE_MS} ms)`,
  );
  if (drained !== null) lines.push(`server: ${drained[0]}`);
  return (
    seen.ok === IN_FLIGHT && seen.reset === 0 && exit.code === 0 && exit.ms < GRACE_MS && idleMs < 1000 && halfMs < 1000
  );
}

async function afterLoadCase(lines: string[]): Promise<boolean> {
  const server = await startServer({ SHUTDOWN_GRACE_MS: String(GRACE_MS) });
  const load = await runLoad(server.origin, () => "/", 256, 4000);
  // What a load run leaves behind: connections that were opened and never used, or used and left idle.
  const open = await Promise.all(Array.from({ length: 1500 }, () => rawConnection(server.port, "")));
  const idle = await Promise.all(
    Array.from({ length: 300 }, () => rawConnection(server.port, "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")),
  );
  const slow = await Promise.all(Array.from({ length: 200 }, () => rawConnection(server.port, "GET / HTTP/1.1\r\n")));
  await sleep(300);
  const rss = server.rssMb();
  const exit = await server.stop("SIGTERM");
  await sleep(500);
  const stillOpen = [...open, ...idle, ...slow].filter((c) => Number.isNaN(c.closedAt())).length;
  for (const c of [...open, ...idle, ...slow]) c.socket.destroy();
  lines.push(
    `after a load run (${load.samples.length} answers at 256 connections in ${load.seconds.toFixed(1)} s) and with ` +
      `2,000 connections open (1,500 silent, 300 idle keep-alive, 200 half-sent; RSS ${rss} MB): ` +
      `exit code ${exit.code ?? exit.signal} after ${ms(exit.ms)}, ${stillOpen} connections left open`,
  );
  return exit.code === 0 && exit.ms < GRACE_MS && stillOpen === 0;
}

const section: FaultSection = {
  title: "Shutdown drains with a deadline (item 3)",
  run: async () => {
    const lines: string[] = [];
    const first = await inFlightCase(lines);
    const second = await afterLoadCase(lines);
    return { lines, ok: first && second };
  },
};

export default section;
