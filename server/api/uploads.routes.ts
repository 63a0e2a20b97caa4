import { Effect, Result } from "effect";
import { type Context, Hono } from "hono";
import type { ImageVariantsDeps } from "../../core/application/images/serve-image-variant";
import { imageVariants } from "../../core/application/images/serve-image-variant";
import { imageVariantEtag, imageVariantKey } from "../../core/domain/image/image-variant-key";
import { type ImageVariantRequest, parseImageVariantQuery } from "../../core/domain/image/image-variant-request";
import { imageVariantSource } from "../../core/domain/image/image-variant-source";
import { parseUploadFileName } from "../../core/domain/image/upload-file-name";
import { uploadPathChunks } from "../../core/domain/image/upload-path-chunks";
import { uploadPresentation } from "../../core/domain/image/upload-presentation";
import type { Clock } from "../../core/ports/clock.port";
import type { FileStore } from "../../core/ports/file-store.port";
import type { SessionAuthenticator, Viewer } from "../../core/ports/session-authenticator.port";
import type { ServedUpload, UploadRepository } from "../../core/ports/upload-repository.port";
import { apiError } from "../http/api-error";
import { variantQueryErrors } from "./image-variant.present";
import type { AppEnv } from "../http/app-env";
import { authenticate, viewerOf } from "../http/viewer";

export type UploadsDeps = Readonly<{
  uploads: UploadRepository;
  files: FileStore;
  authenticator: SessionAuthenticator;
  clock: Clock;
  /** Resizer and on-disk cache of the webp variants (`?w=&fm=webp&ar=`). */
  variants: ImageVariantsDeps;
}>;

const NOT_FOUND = "Не найдено.";
const PUBLIC_CACHE = "public, max-age=31536000, immutable";

/**
 * The stored name of an /uploads/ path: the last segment must be a safe name and the folders before it exactly
 * its 3-character chunks. Segments are compared raw (never percent-decoded), so no encoded trick reaches a path.
 */
const fileNameOf = (path: string) => {
  const segments = path.split("/").slice(2);
  const parsed = parseUploadFileName(segments.at(-1) ?? "");
  if (!parsed.ok) return null;
  const chunks = uploadPathChunks(parsed.value);
  const folders = segments.slice(0, -1);
  return folders.length === chunks.length && folders.every((folder, i) => folder === chunks[i]) ? parsed.value : null;
};

/** Documents of the forms are private: only staff and the signed-in sender may read them. */
const mayRead = (upload: ServedUpload, viewer: Viewer | null): boolean =>
  !upload.attachedToForm ||
  (viewer !== null && (viewer.role === "staff" || viewer.role === "admin" || viewer.userId === upload.userId));

/** `attachment; filename="<stored name>"; filename*=UTF-8''<the sender's name>` (RFC 6266). */
const contentDisposition = (upload: ServedUpload, inline: boolean): string => {
  const kind = inline ? "inline" : "attachment";
  const original = upload.originalName.trim();
  const encoded = encodeURIComponent(original).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return original === ""
    ? `${kind}; filename="${upload.filename}"`
    : `${kind}; filename="${upload.filename}"; filename*=UTF-8''${encoded}`;
};

const toStream = (chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> => {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
};

/**
 * A webp variant of a public raster upload (ADR 064): made once by the resizer, then read from the disk cache;
 * `X-Image-Variant` says which ("made" or "cached"). Cached for a year like the originals, its ETag being its key.
 */
async function variantResponse(
  c: Context<AppEnv>,
  deps: UploadsDeps,
  serve: ReturnType<typeof imageVariants>,
  upload: ServedUpload,
  request: ImageVariantRequest,
): Promise<Response> {
  const key = imageVariantKey(upload.sha256, request);
  if (key === null) return apiError(c, 404, NOT_FOUND);
  const etag = imageVariantEtag(key);
  const headers = new Headers({
    "Content-Type": "image/webp",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": `inline; filename="${upload.filename.replace(/\.[^.]*$/, "")}-${request.width}.webp"`,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": PUBLIC_CACHE,
    ETag: etag,
  });
  if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const served = await Effect.runPromise(Effect.result(serve(key, () => readAll(deps.files, upload.filename))));
  if (Result.isFailure(served)) {
    return served.failure._tag === "OriginalMissing"
      ? apiError(c, 404, NOT_FOUND)
      : apiError(c, 422, "Этот файл нельзя уменьшить.");
  }
  headers.set("Content-Length", String(served.success.bytes.length));
  headers.set("X-Image-Variant", served.success.fromCache ? "cached" : "made");
  const body = c.req.method === "HEAD" ? null : new Blob([served.success.bytes.slice()]);
  return new Response(body, { status: 200, headers });
}

/** The whole file, or null when the store has no such file. */
async function readAll(files: FileStore, filename: ServedUpload["filename"]): Promise<Uint8Array | null> {
  const opened = await files.open(filename);
  if (!opened) return null;
  const parts: Uint8Array[] = [];
  for await (const chunk of opened.chunks) parts.push(chunk);
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * GET /uploads/{chunks}/{filename} (spec 7): the stored file with its recorded type, never sniffed. Raster images and
 * the site's own SVG artwork are shown inline, PDF is a download, anything else a download of opaque bytes
 * (uploadPresentation). Unknown names, malformed paths and private documents the viewer may not read all answer the
 * same 404. With `?w=&fm=webp&ar=` (spec 9 widths and ratios) a public raster picture is answered by its webp variant
 * (ADR 064); the site's SVG stays as it is (ADR 026); a query the site does not make is a 422; a private document
 * never has variants (404 for everyone).
 */
export function uploadsRoutes(deps: UploadsDeps) {
  const serve = imageVariants(deps.variants);
  return new Hono<AppEnv>()
    .use("*", authenticate(deps.authenticator, deps.clock))
    .get("/*", async (c) => {
      const filename = fileNameOf(new URL(c.req.url).pathname);
      const wanted = parseImageVariantQuery(c.req.queries());
      if (!wanted.ok) return apiError(c, 422, "Такого варианта изображения нет.", variantQueryErrors(wanted.error));
      const upload = filename ? await deps.uploads.findByFilename(filename) : null;
      if (!upload || !mayRead(upload, viewerOf(c))) return apiError(c, 404, NOT_FOUND);
      if (wanted.value !== null) {
        const source = imageVariantSource(upload);
        if (source === "none" && upload.attachedToForm) return apiError(c, 404, NOT_FOUND);
        if (source === "none") return apiError(c, 422, "Этот файл нельзя уменьшить.");
        if (source === "raster") return variantResponse(c, deps, serve, upload, wanted.value);
      }
      const etag = `"${upload.sha256}"`;
      const shown = uploadPresentation(upload);
      const headers = new Headers({
        "Content-Type": shown.contentType,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": contentDisposition(upload, shown.inline),
        "Content-Security-Policy": shown.contentSecurityPolicy,
        "Cache-Control": upload.attachedToForm ? "private, no-store" : PUBLIC_CACHE,
        ETag: etag,
      });
      if (!upload.attachedToForm && c.req.header("if-none-match") === etag) {
        return new Response(null, { status: 304, headers });
      }
      const file = await deps.files.open(upload.filename);
      if (!file) return apiError(c, 404, NOT_FOUND);
      headers.set("Content-Length", String(file.size));
      if (c.req.method === "HEAD") {
        await file.chunks[Symbol.asyncIterator]().return?.();
        return new Response(null, { status: 200, headers });
      }
      return new Response(toStream(file.chunks), { status: 200, headers });
    })
    .all("/*", (c) => apiError(c, 405, "Метод не поддерживается.", undefined, { Allow: "GET, HEAD" }));
}
