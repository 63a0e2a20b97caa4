import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressPages } from "./compress-pages";

const PAGE = `<!DOCTYPE html><html lang="ru"><body>${"<p>Учёба в Китае</p>".repeat(200)}</body></html>`;

/** A page streamed in small pieces, as React writes it. */
const streamed = (text: string, pieceBytes = 200) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.byteLength; at += pieceBytes) controller.enqueue(bytes.slice(at, at + pieceBytes));
      controller.close();
    },
  });
};

const appAnswering = (respond: () => Response) => {
  const app = new Hono();
  app.use("*", compressPages);
  app.all("*", () => respond());
  return app;
};

const html = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8", ...headers } });

describe("compressPages", () => {
  it("compresses a streamed page whole with brotli when the browser takes it, with its length and Vary", async () => {
    const app = appAnswering(() => html(streamed(PAGE), { "x-page-cache": "bypass" }));
    const response = await app.request("/", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-length")).toBe(String(body.byteLength));
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(body).toString("utf8")).toBe(PAGE);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(PAGE) / 10);
  });

  it("gzips a streamed page whole for a client that takes gzip and not brotli", async () => {
    const app = appAnswering(() => html(streamed(PAGE), { "x-page-cache": "bypass" }));
    const response = await app.request("/", { headers: { "accept-encoding": "gzip, deflate" } });
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBe(String(body.byteLength));
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-page-cache")).toBe("bypass");
    expect(gunzipSync(body).toString("utf8")).toBe(PAGE);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(PAGE) / 10);
  });

  it("keeps the status of an error page", async () => {
    const app = appAnswering(() => new Response(PAGE, { status: 404, headers: { "content-type": "text/html" } }));
    const response = await app.request("/missing/", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(404);
    expect(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString("utf8")).toBe(PAGE);
  });

  it("follows the client's weights: gzip when it prefers gzip, brotli when gzip is refused", async () => {
    const app = appAnswering(() => html(PAGE));
    const preferred = await app.request("/", { headers: { "accept-encoding": "br;q=0.5, gzip" } });
    expect(preferred.headers.get("content-encoding")).toBe("gzip");
    const refused = await app.request("/", { headers: { "accept-encoding": "gzip;q=0, br" } });
    expect(refused.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(new Uint8Array(await refused.arrayBuffer())).toString("utf8")).toBe(PAGE);
  });

  it("sends the page as it is to a client that takes neither, still varying by encoding", async () => {
    const app = appAnswering(() => html(PAGE, { vary: "Cookie" }));
    for (const accept of [undefined, "identity", "gzip;q=0, br;q=0", "deflate"]) {
      const response = await app.request("/", { headers: accept === undefined ? {} : { "accept-encoding": accept } });
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      expect(await response.text()).toBe(PAGE);
    }
  });

  it("leaves encoded pages, HEAD answers, no-transform pages, small pages and JSON alone", async () => {
    const cases: { response: () => Response; method?: string }[] = [
      { response: () => html(PAGE, { "content-encoding": "br" }) },
      { response: () => html(PAGE), method: "HEAD" },
      { response: () => html(PAGE, { "cache-control": "private, no-transform" }) },
      { response: () => html("<p>Коротко</p>") },
      { response: () => Response.json({ text: PAGE }) },
    ];
    for (const { response, method } of cases) {
      const answer = await appAnswering(response).request("/", {
        method: method ?? "GET",
        headers: { "accept-encoding": "gzip" },
      });
      expect(answer.headers.get("content-encoding") ?? "none").not.toMatch(/gzip/);
    }
  });
});
