import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

export type ListeningApp = Readonly<{
  /** Origin of the listening server ("http://127.0.0.1:PORT"). */
  baseUrl: string;
  /** A request to the server over real HTTP, with the bearer token when given. */
  fetch(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  close(): Promise<void>;
}>;

/** Serves a composed app on a random loopback port, for tests that go through real HTTP (and real concurrency). */
export async function listen(app: Hono): Promise<ListeningApp> {
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({ server: listening, port: info.port }),
    );
  });
  const baseUrl = `http://127.0.0.1:${port}`;
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
