import type { Context } from "hono";

/**
 * Whether the visitor reached us over https: this server's own TLS (the request URL's scheme), or, behind
 * `trustedProxies` reverse proxies (TRUST_PROXY, as client-ip.ts reads X-Forwarded-For), what the outermost trusted
 * proxy wrote in X-Forwarded-Proto. Without trusted proxies the header is ignored, since any client can send it.
 */
export function servedOverHttps(c: Context, trustedProxies: number): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  if (trustedProxies <= 0) return false;
  const chain = (c.req.header("x-forwarded-proto") ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== "");
  return chain.length > 0 && chain[Math.max(0, chain.length - trustedProxies)] === "https";
}
