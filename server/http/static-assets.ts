import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";

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

/**
 * Serves files from the client build. Hashed files under /assets/ are cached for a year; others for an hour.
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
    const headers = new Headers({
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Content-Length": String(info.size),
      "Cache-Control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    });
    if (request.method === "HEAD") return new Response(null, { headers });
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    return new Response(body, { headers });
  };
}
