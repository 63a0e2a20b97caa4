import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

export type ListeningApp = Readonly<{
  /** Origin of the listening server ("http://127.0.0.1:PORT"). */
  baseUrl: string;
  /** A request to the server over real HTTP, with the bearer token when given. */
  fetch(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  close(): Promise<void>;
}>;

/** What answers the requests (with @hono/node-server's bindings, so the socket's address is known): a Hono app. */
export type Servable = Readonly<{ fetch: Parameters<typeof serve>[0]["fetch"] }>;

/**
 * Serves an app on a loopback port (a random free one unless `port` is given) once it is listening, for tests that
 * go through real HTTP (and real concurrency). The one way the integration tests start a listening server.
 */
export async function listeningApp(
  app: Servable,
  { port = 0 }: Readonly<{ port?: number }> = {},
): Promise<ListeningApp> {
  const { server, port: bound } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const listening = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({ server: listening, port: info.port }),
    );
  });
  const baseUrl = `http://127.0.0.1:${bound}`;
  return {
    baseUrl,
    fetch: (path, { token, ...init } = {}) => {
      const headers = new Headers(init.headers);
      if (token) headers.set("Authorization", `Bearer ${token}`);
      return fetch(`${baseUrl}${path}`, { ...init, headers });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
