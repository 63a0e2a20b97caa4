import type { Context } from "hono";
import type { ClientInfo } from "../../core/application/auth/auth-deps";
import { clientIp } from "./client-ip";

/** The caller's IP (see clientIp: X-Forwarded-For only behind trusted proxies) and user agent. */
export function clientInfo(c: Context, trustedProxies: number): ClientInfo {
  return { ip: clientIp(c, trustedProxies), userAgent: c.req.header("user-agent") ?? "" };
}
