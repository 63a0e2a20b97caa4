import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Limits every connection lives under (docs/adr/070-shutdown-drain-overload-and-page-cache-key.md). */
export type HttpTimeouts = Readonly<{
  /** Time for a client to send a request's complete headers. */
  headersMs: number;
  /** Time for a client to send a whole request (headers and body). */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
}>;

/** What a drain did: requests still running when it began, and connections it had to cut. */
export type DrainOutcome = Readonly<{
  inFlight: number;
  /** Idle keep-alive connections and connections whose request was not fully received, cut at once. */
  closedAtOnce: number;
  /** Connections still open at the deadline, cut then. */
  cutAtDeadline: number;
}>;

export type ConnectionDrain = Readonly<{
  /**
   * Stops accepting connections, lets requests in flight finish (answered with `Connection: close`), closes idle and
   * half-sent connections at once and cuts whatever remains at `deadlineMs`. Resolves once every connection is gone.
   */
  drain(deadlineMs: number): Promise<DrainOutcome>;
}>;

type Tracked = { requests: Set<IncomingMessage>; responses: Set<ServerResponse> };

/** Sets the header, request and keep-alive timeouts of a node:http server (Node's own enforcement). */
export function applyTimeouts(server: Server, timeouts: HttpTimeouts): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
}

const closeAfterAnswer = (response: ServerResponse) => {
  if (!response.headersSent) response.setHeader("Connection", "close");
};

/**
 * Follows every connection of `server` and the requests on it, so that shutdown can tell idle and half-sent
 * connections from ones with a request being answered. Call before the server takes its first connection.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const sockets = new Map<Socket, Tracked>();
  let draining = false;

  const settleIfIdle = (socket: Socket, tracked: Tracked) => {
    // The answer is written: end the connection once it is flushed.
    if (draining && tracked.responses.size === 0) socket.end();
  };

  server.on("connection", (socket: Socket) => {
    const tracked: Tracked = { requests: new Set(), responses: new Set() };
    sockets.set(socket, tracked);
    socket.once("close", () => sockets.delete(socket));
    if (draining) socket.destroy();
  });

  // First in line, before the application's listener writes anything.
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const tracked = sockets.get(socket);
    if (tracked === undefined) return;
    tracked.requests.add(request);
    tracked.responses.add(response);
    if (draining) closeAfterAnswer(response);
    response.once("close", () => {
      tracked.requests.delete(request);
      tracked.responses.delete(response);
      settleIfIdle(socket, tracked);
    });
  });

  const drain = (deadlineMs: number): Promise<DrainOutcome> =>
    new Promise((done) => {
      draining = true;
      let inFlight = 0;
      let closedAtOnce = 0;
      for (const [socket, tracked] of sockets) {
        const halfSent = [...tracked.requests].some((request) => !request.complete);
        if (tracked.responses.size === 0 || halfSent) {
          closedAtOnce += 1;
          socket.destroy();
          continue;
        }
        inFlight += tracked.responses.size;
        for (const response of tracked.responses) closeAfterAnswer(response);
      }
      let finished = false;
      const finish = (cutAtDeadline: number) => {
        if (finished) return;
        finished = true;
        clearTimeout(deadline);
        done({ inFlight, closedAtOnce, cutAtDeadline });
      };
      const deadline = setTimeout(() => {
        const cutAtDeadline = sockets.size;
        for (const socket of sockets.keys()) socket.destroy();
        finish(cutAtDeadline);
      }, deadlineMs);
      server.close(() => finish(0));
    });

  return { drain };
}

/** The part of the shutdown grace given to connections; the rest is for the jobs and the database to stop. */
export const drainDeadlineMs = (graceMs: number): number => Math.round(graceMs * 0.8);
