import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { acceptsGzip } from "./accepts-gzip";

const gzip = promisify(gzipCallback);

/** Bodies below this size go out as they are (the framing would eat the gain). */
export const GZIP_MIN_BYTES = 1024;
const HTML = /^text\/html\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * gzip for rendered HTML pages, made from the whole body at once in zlib's thread pool. The document is written
 * only when the render is complete anyway (ui/entry.server.tsx waits for all of it), and a stream compressor fed
 * React's many small chunks cost about a quarter of a home-page render's CPU; one pass over the finished page costs
 * a few times less and gives the same bytes. Pages already encoded (the page cache's stored gzip), HEAD answers,
 * `Cache-Control: no-transform` and clients that do not take gzip are left alone.
 */
export const gzipPages: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  const headers = response.headers;
  if (
    c.req.method === "HEAD" ||
    response.status === 206 ||
    response.body === null ||
    !HTML.test(headers.get("content-type") ?? "") ||
    headers.has("content-encoding") ||
    headers.has("transfer-encoding") ||
    NO_TRANSFORM.test(headers.get("cache-control") ?? "")
  ) {
    return;
  }
  const vary = headers.get("vary");
  if (vary !== "*" && !(vary && VARIES_BY_ENCODING.test(vary))) {
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  if (!acceptsGzip(c.req.header("accept-encoding") ?? null)) return;
  const body = new Uint8Array(await response.arrayBuffer());
  const zipped = body.byteLength >= GZIP_MIN_BYTES ? new Uint8Array(await gzip(body)) : null;
  // Hono copies the previous answer's headers onto the new one: set the ones that change afterwards.
  c.res = new Response(zipped ?? body, response);
  c.res.headers.set("content-length", String((zipped ?? body).byteLength));
  if (zipped !== null) {
    c.res.headers.set("content-encoding", "gzip");
    const etag = c.res.headers.get("etag");
    if (etag !== null && !etag.startsWith("W/")) c.res.headers.set("etag", `W/${etag}`);
  }
};
