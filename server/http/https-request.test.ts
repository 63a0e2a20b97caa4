import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { servedOverHttps } from "./https-request";

const probe = (trustedProxies: number) => {
  const app = new Hono();
  app.get("*", (c) => c.text(String(servedOverHttps(c, trustedProxies))));
  return async (url: string, proto?: string) =>
    (await app.request(url, { headers: proto === undefined ? {} : { "x-forwarded-proto": proto } })).text();
};

describe("servedOverHttps", () => {
  it("is true for this server's own TLS, whatever the headers say", async () => {
    expect(await probe(0)("https://site.test/")).toBe("true");
    expect(await probe(2)("https://site.test/", "http")).toBe("true");
  });

  it("ignores X-Forwarded-Proto unless a proxy is trusted", async () => {
    expect(await probe(0)("http://site.test/", "https")).toBe("false");
    expect(await probe(0)("http://site.test/")).toBe("false");
  });

  it("believes the outermost trusted proxy's entry, not what the client put before it", async () => {
    expect(await probe(1)("http://site.test/", "https")).toBe("true");
    expect(await probe(1)("http://site.test/", "HTTPS")).toBe("true");
    expect(await probe(1)("http://site.test/", "https, http")).toBe("false");
    expect(await probe(2)("http://site.test/", "https, http")).toBe("true");
    expect(await probe(1)("http://site.test/", "http")).toBe("false");
    expect(await probe(1)("http://site.test/")).toBe("false");
  });
});
