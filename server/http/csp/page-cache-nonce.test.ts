import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { NO_WIDGETS } from "../../app";
import { createPageCache } from "../page-cache";
import { nonceOfPolicy } from "./csp-nonce";
import { withPagePolicy } from "./security-policy";

const OPTIONS = { reportOnly: false, trustProxy: 0, formTargets: [] };
/** A page like the site's: preload links and scripts with the nonce, and enough text to be stored with gzip. */
const html = (nonce: string) =>
  `<!DOCTYPE html><html><head>${`<link rel="modulepreload" href="/a.js" nonce="${nonce}"/>`.repeat(5)}</head>` +
  `<body>${"<p>Учёба в Китае</p>".repeat(200)}<script nonce="${nonce}">1</script></body></html>`;

const render = () =>
  withPagePolicy(
    OPTIONS,
    NO_WIDGETS,
    async (nonce) => new Response(html(nonce), { headers: { "content-type": "text/html" } }),
  );

describe("the page cache under the content security policy", () => {
  it("answers every visitor of a stored page with a nonce of their own, matching the header", async () => {
    const cache = createPageCache({ ttlMs: 10_000, nowMs: () => 0 });
    const seen = new Set<string>();
    for (const encoding of ["", "gzip", "", "gzip"]) {
      const request = new Request("http://site.test/", { headers: { "accept-encoding": encoding } });
      const response = await cache.serve(request, render);
      const nonce = nonceOfPolicy(response.headers.get("content-security-policy")) ?? "";
      const raw = Buffer.from(await response.arrayBuffer());
      const body = response.headers.get("content-encoding") === "gzip" ? gunzipSync(raw).toString() : raw.toString();
      expect(body).toBe(html(nonce));
      expect(Number(response.headers.get("content-length"))).toBe(raw.byteLength);
      seen.add(nonce);
    }
    expect(seen.size).toBe(4);
  });
});
