import { spawn } from "node:child_process";
import { createServer, request as httpRequest, Agent, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { applyTimeouts, drainDeadlineMs, trackConnections, type ConnectionDrain } from "./connection-drain";

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A loopback server whose `/slow` answers only when the test releases it; anything else answers at once. */
async function startServer() {
  const releases: (() => void)[] = [];
  const server = createServer((request, response) => {
    if (request.url === "/slow") {
      releases.push(() => response.end("slow done"));
      return;
    }
    if (request.method === "POST") {
      request.resume();
      request.on("end", () => response.end("posted"));
      return;
    }
    response.end("fast");
  });
  servers.push(server);
  const drain = trackConnections(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return { server, drain, port, releases };
}

const get = (port: number, path: string, agent: Agent | false = false) =>
  new Promise<Answer>((done, fail) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail);
    req.end();
  });

/** A raw connection that has sent `text` and nothing more; resolves `closed` when the server ends it. */
const rawConnection = async (port: number, text: string) => {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((done) => socket.once("connect", done));
  socket.on("error", () => {});
  socket.write(text);
  const closed = new Promise<number>((done) => socket.once("close", () => done(performance.now())));
  return { socket, closed };
};

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((done) => setTimeout(done, 5));
};

const drainAfter = (drain: ConnectionDrain, deadlineMs: number) => {
  const began = performance.now();
  return drain.drain(deadlineMs).then((outcome) => ({ outcome, ms: performance.now() - began }));
};

describe("trackConnections(server).drain", () => {
  it("lets a request in flight finish and answers it with Connection: close", async () => {
    const { drain, port, releases } = await startServer();
    const answer = get(port, "/slow");
    await until(() => releases.length === 1);
    const drained = drainAfter(drain, 5000);
    await new Promise((done) => setTimeout(done, 50));
    releases[0]?.();
    const { status, headers, body } = await answer;
    expect({ status, body, connection: headers.connection }).toEqual({
      status: 200,
      body: "slow done",
      connection: "close",
    });
    const { outcome, ms } = await drained;
    expect(outcome).toEqual({ inFlight: 1, closedAtOnce: 0, cutAtDeadline: 0 });
    expect(ms).toBeLessThan(1000);
  });

  it("closes an idle keep-alive connection and half-sent requests at once, and refuses new connections", async () => {
    const { drain, port, releases } = await startServer();
    const agent = new Agent({ keepAlive: true });
    expect((await get(port, "/", agent)).body).toBe("fast");
    const idle = Object.values(agent.freeSockets).flat()[0];
    expect(idle).toBeDefined();
    const idleClosed = new Promise<number>((done) => idle?.once("close", () => done(performance.now())));
    const halfHeaders = await rawConnection(port, "GET / HTTP/1.1\r\nHost: x\r\n");
    const halfBody = await rawConnection(
      port,
      "POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nContent-Type: text/plain\r\n\r\nten bytes.",
    );
    const slow = get(port, "/slow");
    await until(() => releases.length === 1);

    const began = performance.now();
    const drained = drainAfter(drain, 5000);
    for (const closedAt of await Promise.all([idleClosed, halfHeaders.closed, halfBody.closed])) {
      expect(closedAt - began).toBeLessThan(200);
    }
    await expect(get(port, "/")).rejects.toThrow(/ECONNREFUSED/);
    releases[0]?.();
    expect((await slow).headers.connection).toBe("close");
    const { outcome } = await drained;
    expect(outcome).toEqual({ inFlight: 1, closedAtOnce: 3, cutAtDeadline: 0 });
    agent.destroy();
  });

  it("cuts what is still open at the deadline", async () => {
    const { drain, port, releases } = await startServer();
    const stuck = get(port, "/slow").catch((error: Error) => error.message);
    await until(() => releases.length === 1);
    const { outcome, ms } = await drainAfter(drain, 150);
    expect(outcome).toEqual({ inFlight: 1, closedAtOnce: 0, cutAtDeadline: 1 });
    expect(ms).toBeGreaterThanOrEqual(140);
    expect(ms).toBeLessThan(1000);
    expect(await stuck).toMatch(/socket hang up|ECONNRESET/);
  });
});

describe("applyTimeouts", () => {
  it("sets Node's header, request and keep-alive limits", () => {
    const server = createServer();
    applyTimeouts(server, { headersMs: 1500, requestMs: 9000, keepAliveMs: 700 });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([1500, 9000, 700]);
  });

  it("leaves a fifth of the grace for the jobs and the database", () => {
    expect(drainDeadlineMs(10_000)).toBe(8000);
  });
});

/** A real process: a server with a request in flight, SIGTERM, and the exit code and time. */
const PROCESS_SCRIPT = `
import { createServer } from "node:http";
import { trackConnections } from "./connection-drain.ts";
import { stopOnSignals } from "../stop-on-signals.ts";
const server = createServer((request, response) => {
  if (request.url === "/slow") setTimeout(() => response.end("slow done"), 300);
  else if (request.url === "/stuck") {}
  else response.end("fast");
});
const connections = trackConnections(server);
server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));
stopOnSignals(async () => { await connections.drain(Number(process.env.DRAIN_MS)); }, Number(process.env.GRACE_MS));
`;

const here = fileURLToPath(new URL(".", import.meta.url));
const tsx = fileURLToPath(new URL("../../node_modules/.bin/tsx", import.meta.url));

async function runProcess(path: string, graceMs: number, drainMs: number) {
  const child = spawn(tsx, ["--input-type=module", "-e", PROCESS_SCRIPT], {
    cwd: here,
    env: { ...process.env, GRACE_MS: String(graceMs), DRAIN_MS: String(drainMs) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await new Promise<number>((done, fail) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /port (\d+)/.exec(out);
      if (found) done(Number(found[1]));
    });
    child.once("exit", () => fail(new Error(`exited before listening: ${out}`)));
  });
  const answer = get(port, path).then(
    (a) => `${a.status} ${a.body}`,
    (error: Error) => error.message,
  );
  await new Promise((done) => setTimeout(done, 100));
  const began = performance.now();
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  child.kill("SIGTERM");
  const code = await exited;
  return { code, ms: performance.now() - began, answer: await answer };
}

describe("a server process on SIGTERM", () => {
  it("finishes the request in flight and exits 0", async () => {
    const { code, ms, answer } = await runProcess("/slow", 5000, 4000);
    expect({ code, answer }).toEqual({ code: 0, answer: "200 slow done" });
    expect(ms).toBeLessThan(2000);
  }, 20_000);

  it("exits 0 within the grace when a request never finishes", async () => {
    const { code, ms, answer } = await runProcess("/stuck", 1500, 1000);
    expect(code).toBe(0);
    expect(answer).toMatch(/socket hang up|ECONNRESET/);
    expect(ms).toBeLessThan(1500 + 500);
  }, 20_000);
});
