import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { chooseEncoding, type Precompressed } from "./content-encoding";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
};

/** Suffixes of the precompressed copies the build writes beside text assets (vite.config.ts, docs/adr/038). */
const SUFFIX: Readonly<Record<Precompressed, string>> = { br: ".br", gzip: ".gz" };

/**
 * Serves files from the client build. Hashed files under /assets/ are cached for a year as immutable; others for an
 * hour. A file with precompressed copies beside it (`x.js.br`, `x.js.gz`) is sent in the best encoding the request
 * accepts (br, then gzip, then the file itself), with `Vary: Accept-Encoding`.
 * Returns null when the path is not a file of the build, so the caller can fall through to SSR.
 */
export function staticAssets(root: string) {
  const base = normalize(root) + sep;
  return async (request: Request): Promise<Response | null> => {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const { pathname } = new URL(request.url);
    if (pathname.endsWith("/")) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    // Never dot-files or dot-directories (build/client/.vite/manifest.json is for scripts/check-bundle.mjs).
    if (/(^|\/)\./.test(decoded)) return null;
    const file = normalize(join(base, decoded));
    if (!file.startsWith(base)) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const variants = await precompressedBeside(file);
    const encoding = chooseEncoding(request.headers.get("accept-encoding"), [...variants.keys()]);
    const sent = encoding === "identity" ? { path: file, size: info.size } : variants.get(encoding);
    if (sent === undefined) return null;
    const headers = new Headers({
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Content-Length": String(sent.size),
      "Cache-Control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    });
    if (variants.size > 0) headers.set("Vary", "Accept-Encoding");
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    if (request.method === "HEAD") return new Response(null, { headers });
    const body = Readable.toWeb(createReadStream(sent.path)) as ReadableStream<Uint8Array>;
    return new Response(body, { headers });
  };
}

/** The precompressed copies of `file` that exist, with their paths and sizes. */
async function precompressedBeside(file: string): Promise<Map<Precompressed, { path: string; size: number }>> {
  const found = new Map<Precompressed, { path: string; size: number }>();
  for (const encoding of ["br", "gzip"] as const) {
    const path = file + SUFFIX[encoding];
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) found.set(encoding, { path, size: info.size });
  }
  return found;
}
