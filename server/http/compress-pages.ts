import { promisify } from "node:util";
import { brotliCompress as brotliCallback, constants, gzip as gzipCallback } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { pageBytesOf } from "../../ui/app/page-bytes";
import { chooseEncoding } from "./content-encoding";

const brotli = promisify(brotliCallback);
const gzip = promisify(gzipCallback);

/** Bodies below this size go out as they are (the framing would eat the gain). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Levels for pages made per request, where compression time is answer time. CPU per page on this machine kind,
 * home / listing / institution: gzip's default 6 costs 1.3 / 2.6 / 1.7 ms; brotli 4 costs 0.8 / 1.5 / 1.1 ms and
 * sends 9-10 % fewer bytes than gzip 6; gzip 4 (for clients without brotli) 0.7 / 1.3 / 0.9 ms for 4-5 % more.
 * Build files are compressed once, at the highest levels (ADR 038).
 */
export const PAGE_BROTLI_QUALITY = 4;
export const PAGE_GZIP_LEVEL = 4;

const HTML = /^text\/html\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

const compress = (body: Uint8Array, encoding: "br" | "gzip") =>
  encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzip(body, { level: PAGE_GZIP_LEVEL });

/**
 * A rendered HTML page compressed whole, brotli or gzip by the request's Accept-Encoding (the build files' rules: the
 * highest weight wins, ties go to brotli), in one pass in zlib's thread pool. The document is complete before its
 * first byte anyway (ui/entry.server.tsx waits for all of it), and a stream compressor fed React's many small chunks
 * cost about a quarter of a home-page render's CPU. Pages already encoded (the page cache's stored gzip), HEAD
 * answers, `Cache-Control: no-transform` and clients that take neither are returned as they are (with Vary).
 *
 * The page route calls it on its answer (server/app.ts): the answer it makes then goes out as it is. The bytes of a
 * page rendered by ui/entry.server.tsx are read where it left them (`pageBytesOf`), without a stream.
 */
export async function compressPage(
  method: string,
  acceptEncoding: string | undefined,
  response: Response,
): Promise<Response> {
  const headers = response.headers;
  if (
    method === "HEAD" ||
    response.status === 206 ||
    !HTML.test(headers.get("content-type") ?? "") ||
    headers.has("content-encoding") ||
    headers.has("transfer-encoding") ||
    NO_TRANSFORM.test(headers.get("cache-control") ?? "")
  ) {
    return response;
  }
  const known = pageBytesOf(response);
  if (known === undefined && response.body === null) return response;
  const vary = headers.get("vary");
  if (vary !== "*" && !(vary && VARIES_BY_ENCODING.test(vary))) {
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  const encoding = chooseEncoding(acceptEncoding ?? null, ["br", "gzip"]);
  if (encoding === "identity") return response;
  const body = known ?? new Uint8Array(await response.arrayBuffer());
  // A small page goes out as it is, in a copy of its own (a page's bytes may be a view of a shared buffer).
  const compressed = body.byteLength >= COMPRESS_MIN_BYTES ? new Uint8Array(await compress(body, encoding)) : null;
  const answer = new Response(compressed ?? new Uint8Array(body), { status: response.status, headers });
  answer.headers.set("content-length", String((compressed ?? body).byteLength));
  if (compressed !== null) {
    answer.headers.set("content-encoding", encoding);
    const etag = answer.headers.get("etag");
    if (etag !== null && !etag.startsWith("W/")) answer.headers.set("etag", `W/${etag}`);
  }
  return answer;
}

/** `compressPage` for HTML answers of other routes than the page route (which compresses its own). */
export const compressPages: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  const compressed = await compressPage(c.req.method, c.req.header("accept-encoding"), response);
  // Hono copies the previous answer's headers onto the new one: the changed ones are set on the new one already.
  if (compressed !== response) c.res = compressed;
};
