import type { IncomingMessage, ServerResponse } from "node:http";
import { BUSY_PAGE_HTML, BUSY_RETRY_AFTER_S } from "./busy-page";
import { RATE_LIMITED_MESSAGE } from "./rate-limit";
import type { RenderGate } from "./render-gate";
import type { SpentBudget } from "./spent-budget";

/** Paths that never render a page: the API, uploads, the payment sandbox and the build's files. */
const NOT_PAGES = /^\/(?:api|api-dev|uploads|sandbox-pay|assets)(?:\/|$)/;

const BUSY_BODY = Buffer.from(BUSY_PAGE_HTML, "utf8");
const BUSY_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-length": String(BUSY_BODY.byteLength),
  "retry-after": String(BUSY_RETRY_AFTER_S),
  "cache-control": "no-store",
};

const RATE_LIMITED_BODY = Buffer.from(JSON.stringify({ message: RATE_LIMITED_MESSAGE }), "utf8");

export type EarlyShedOptions = Readonly<{
  gate: RenderGate;
  /** Whether the page cache would answer this request without a render (a fresh stored page or one being made). */
  answeredFromCache?: (request: Request) => boolean;
  /** A budget the API's limiter says is spent, and the calls it covers (method and path, as the contract has them). */
  budget?: Readonly<{ spent: SpentBudget; calls: readonly Readonly<{ method: string; path: string }>[] }>;
  /** Epoch milliseconds; `Date.now` unless a test says otherwise. */
  nowMs?: () => number;
}>;

/** A Web request with the message's method, address and headers (no body: only GET and HEAD get here). */
const webRequest = (message: IncomingMessage): Request => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return new Request(`http://${message.headers.host ?? "localhost"}${message.url ?? "/"}`, {
    method: message.method ?? "GET",
    headers,
  });
};

/**
 * Overload shedding in front of the application (docs/adr/070-shutdown-drain-overload-and-page-cache-key.md): while
 * every render slot and queue place is taken, a page request that would need a render is answered 503 with
 * Retry-After by node:http itself, before the request is turned into a Web request and routed; likewise a call of a
 * spent budget (the password calls, ADR 069) gets the API's 429. Refusing costs a few microseconds, so a flood of
 * refused requests leaves the CPU to the work that was accepted. Returns whether it answered; everything else goes
 * on as usual.
 */
export type EarlyShed = (message: IncomingMessage, response: ServerResponse) => boolean;

export const earlyShed = ({ gate, answeredFromCache, budget, nowMs = Date.now }: EarlyShedOptions): EarlyShed => {
  const budgetCalls = new Set(budget?.calls.map((call) => `${call.method.toUpperCase()} ${call.path}`));
  const refusedByBudget = (message: IncomingMessage, path: string, response: ServerResponse): boolean => {
    if (budget === undefined || message.method === "GET") return false;
    if (!budgetCalls.has(`${message.method ?? ""} ${path}`)) return false;
    const retryAfter = budget.spent.retryAfterSeconds(nowMs());
    if (retryAfter === 0) return false;
    // The body is not read: node:http discards what is left of it before the connection's next request.
    response.writeHead(429, {
      "content-type": "application/json",
      "content-length": String(RATE_LIMITED_BODY.byteLength),
      "retry-after": String(retryAfter),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    response.end(RATE_LIMITED_BODY);
    return true;
  };
  const shedPage = (message: IncomingMessage, path: string, response: ServerResponse): boolean => {
    if (!gate.full()) return false;
    if (message.method !== "GET" && message.method !== "HEAD") return false;
    if (!path.endsWith("/") || NOT_PAGES.test(path)) return false;
    if (answeredFromCache?.(webRequest(message)) === true) return false;
    response.writeHead(503, BUSY_HEADERS);
    response.end(message.method === "HEAD" ? undefined : BUSY_BODY);
    return true;
  };
  return (message, response) => {
    const path = (message.url ?? "/").split("?", 1)[0] ?? "/";
    return refusedByBudget(message, path, response) || shedPage(message, path, response);
  };
};
