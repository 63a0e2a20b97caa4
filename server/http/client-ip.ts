import { isIP } from "node:net";
import type { Context } from "hono";

/** The socket of @hono/node-server's request, when there is one (absent in `app.request` tests). */
type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

const normalise = (address: string): string => {
  const trimmed = address.trim();
  const unmapped =
    trimmed.toLowerCase().startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
  return isIP(unmapped) === 0 ? "" : unmapped;
};

/**
 * The caller's IP address. With `trustedProxies` = 0 (the default) it is the socket's peer address and
 * X-Forwarded-For is ignored, since any client can send it. Behind N trusted reverse proxies that each append
 * to X-Forwarded-For, the client is the N-th entry from the right; entries left of it are the client's own claims.
 * Anything that is not an IP address reads as "" (also when there is no socket, as in `app.request`).
 */
export function clientIp(c: Context, trustedProxies: number): string {
  const socketAddress = (c.env as NodeBindings)?.incoming?.socket?.remoteAddress ?? "";
  if (trustedProxies > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== "");
    if (chain.length > 0) {
      const entry = chain[Math.max(0, chain.length - trustedProxies)] ?? "";
      const address = normalise(entry);
      if (address !== "") return address;
    }
  }
  return normalise(socketAddress);
}
