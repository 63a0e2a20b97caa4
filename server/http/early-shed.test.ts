import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BUSY_PAGE_HTML } from "./busy-page";
import { earlyShed, type EarlyShedOptions } from "./early-shed";
import { RATE_LIMITED_MESSAGE } from "./rate-limit";
import type { RenderGate } from "./render-gate";
import { spentBudget } from "./spent-budget";

const gateThatIs = (full: boolean): RenderGate => ({
  run: () => Promise.reject(new Error("not used")),
  load: () => ({ running: 1, queued: full ? 1 : 0 }),
  full: () => full,
});

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A node:http server that sheds first and otherwise answers 200 «прошёл»; what a request to it got. */
async function ask(options: EarlyShedOptions, path: string, method = "GET", body?: string) {
  const shed = earlyShed(options);
  const server = createServer((message, response) => {
    if (!shed(message, response)) response.end("прошёл");
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((done, fail) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail);
    req.end(body);
  });
}

describe("earlyShed", () => {
  it("answers a page request 503 with Retry-After and the busy page while the gate is full", async () => {
    const answer = await ask({ gate: gateThatIs(true) }, "/universities/?page=2");
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("5");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toBe(BUSY_PAGE_HTML);
    const head = await ask({ gate: gateThatIs(true) }, "/", "HEAD");
    expect(head.status).toBe(503);
    expect(head.body).toBe("");
  });

  it("lets everything through while the gate has room", async () => {
    expect((await ask({ gate: gateThatIs(false) }, "/universities/")).status).toBe(200);
  });

  it("never refuses the API, uploads, files, writes, or a page the cache would answer", async () => {
    const full = { gate: gateThatIs(true) };
    for (const path of ["/api/health", "/api/ru/v1/main/", "/uploads/a.webp", "/assets/x.js", "/favicon.svg"])
      expect((await ask(full, path)).status, path).toBe(200);
    expect((await ask(full, "/contacts/", "POST")).status).toBe(200);
    const cached = await ask(
      { ...full, answeredFromCache: (request) => new URL(request.url).pathname === "/faq/" },
      "/faq/",
    );
    expect(cached.status).toBe(200);
    expect((await ask({ ...full, answeredFromCache: () => false }, "/faq/")).status).toBe(503);
  });

  it("answers a call of a spent budget 429 with the API's message and Retry-After, and nothing else", async () => {
    const spent = spentBudget();
    const budget = { spent, calls: [{ method: "post", path: "/api/auth/login" }] };
    const open = { gate: gateThatIs(false), budget, nowMs: () => 10_000 };
    const login = JSON.stringify({ email: "a@example.com", password: "x" });
    expect((await ask(open, "/api/auth/login", "POST", login)).status).toBe(200);
    spent.spentUntil(12_500);
    const refused = await ask(open, "/api/auth/login", "POST", login);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("3");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(refused.body)).toEqual({ message: RATE_LIMITED_MESSAGE });
    expect((await ask(open, "/api/auth/register", "POST", login)).status).toBe(200);
    expect((await ask(open, "/api/auth/login", "GET")).status).toBe(200);
    expect((await ask({ ...open, nowMs: () => 12_500 }, "/api/auth/login", "POST", login)).status).toBe(200);
  });
});
