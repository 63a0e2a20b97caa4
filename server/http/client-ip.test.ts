import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const ipOf = async (trusted: number, headers: Record<string, string>, socket?: string) => {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trusted)));
  const env = socket === undefined ? undefined : { incoming: { socket: { remoteAddress: socket } } };
  return (await app.request("/", { headers }, env)).text();
};

describe("clientIp", () => {
  it("uses the socket address and ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await ipOf(0, { "x-forwarded-for": "1.2.3.4" }, "198.51.100.9")).toBe("198.51.100.9");
    expect(await ipOf(0, {}, "::ffff:198.51.100.9")).toBe("198.51.100.9");
    expect(await ipOf(0, {}, "2001:db8::1")).toBe("2001:db8::1");
  });

  it("answers '' without a socket (app.request)", async () => {
    expect(await ipOf(0, { "x-forwarded-for": "1.2.3.4" })).toBe("");
  });

  it("behind N trusted proxies takes the N-th address from the right", async () => {
    const chain = { "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2" };
    expect(await ipOf(1, chain, "10.0.0.1")).toBe("10.0.0.2");
    expect(await ipOf(2, chain, "10.0.0.1")).toBe("203.0.113.5");
    expect(await ipOf(5, chain, "10.0.0.1")).toBe("6.6.6.6");
  });

  it("falls back on the socket when the header is missing or not an address", async () => {
    expect(await ipOf(1, {}, "10.0.0.1")).toBe("10.0.0.1");
    expect(await ipOf(1, { "x-forwarded-for": "<script>" }, "10.0.0.1")).toBe("10.0.0.1");
    expect(await ipOf(1, { "x-forwarded-for": "unknown" })).toBe("");
  });
});
