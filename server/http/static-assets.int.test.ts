import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticAssets } from "./static-assets";

const SOURCE = Buffer.from(
  `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `page-${i}`))};\n`,
);

describe("staticAssets with precompressed copies (a client build on disk)", () => {
  let root: string;
  let serve: ReturnType<typeof staticAssets>;
  const get = async (path: string, acceptEncoding?: string, method = "GET") => {
    const headers = acceptEncoding === undefined ? undefined : { "accept-encoding": acceptEncoding };
    const response = await serve(new Request(`http://site.test${path}`, { method, headers }));
    if (response === null) throw new Error(`${path} was not served`);
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "static-assets-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "assets", "app-Ab12Cd34.js"), SOURCE);
    writeFileSync(join(root, "assets", "app-Ab12Cd34.js.br"), brotliCompressSync(SOURCE));
    writeFileSync(join(root, "assets", "app-Ab12Cd34.js.gz"), gzipSync(SOURCE));
    writeFileSync(join(root, "assets", "only-gzip-Ef56Gh78.css"), "a{color:red}".repeat(100));
    writeFileSync(join(root, "assets", "only-gzip-Ef56Gh78.css.gz"), gzipSync("a{color:red}".repeat(100)));
    writeFileSync(join(root, "assets", "photo-Ij90Kl12.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(root, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    serve = staticAssets(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("sends brotli to a browser that takes it, with type, length, Vary and immutable caching", async () => {
    const { response, body } = await get("/assets/app-Ab12Cd34.js", "gzip, deflate, br, zstd");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(body).equals(SOURCE)).toBe(true);
  });

  it("sends gzip when brotli is refused or missing, and the file itself otherwise", async () => {
    const gzip = await get("/assets/app-Ab12Cd34.js", "br;q=0, gzip");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(SOURCE)).toBe(true);
    const css = await get("/assets/only-gzip-Ef56Gh78.css", "br, gzip");
    expect(css.response.headers.get("content-encoding")).toBe("gzip");
    expect(css.response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const plain = await get("/assets/app-Ab12Cd34.js");
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.response.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.body.equals(SOURCE)).toBe(true);
    expect(plain.response.headers.get("content-length")).toBe(String(SOURCE.length));
  });

  it("answers HEAD with the chosen encoding's headers and no body", async () => {
    const { response, body } = await get("/assets/app-Ab12Cd34.js", "gzip", "HEAD");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-length")).toBe(String(gzipSync(SOURCE).length));
    expect(body.length).toBe(0);
  });

  it("sends files without copies as they are, without Vary, and caches files outside /assets/ for an hour", async () => {
    const png = await get("/assets/photo-Ij90Kl12.png", "br, gzip");
    expect(png.response.headers.get("content-encoding")).toBeNull();
    expect(png.response.headers.get("vary")).toBeNull();
    expect(png.response.headers.get("content-type")).toBe("image/png");
    const icon = await get("/favicon.svg", "br, gzip");
    expect(icon.response.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
