import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { CallTrackingPayload } from "../../adapters/call-tracking/call-tracking-payload";

export type CallTrackingPeer = Readonly<{
  url: string;
  /** Bodies of the requests that carried the expected bearer token and were accepted. */
  bodies: CallTrackingPayload[];
  /** «METHOD content-type authorization» of every request. */
  requests: string[];
  close: () => Promise<void>;
}>;

/**
 * A call-tracking service on loopback (spec 7): it answers every lead request with `status` and keeps the JSON
 * bodies it accepted (a 2xx status and the bearer `token`).
 */
export async function startCallTrackingPeer(status: number, token: string): Promise<CallTrackingPeer> {
  const bodies: CallTrackingPayload[] = [];
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push(`${request.method} ${request.headers["content-type"]} ${request.headers.authorization}`);
      if (status < 300 && request.headers.authorization === `Bearer ${token}`) {
        bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as CallTrackingPayload);
      }
      response.writeHead(status, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    bodies,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
