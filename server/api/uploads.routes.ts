import { Hono } from "hono";
import { parseUploadFileName } from "../../core/domain/image/upload-file-name";
import { uploadPathChunks } from "../../core/domain/image/upload-path-chunks";
import { uploadPresentation } from "../../core/domain/image/upload-presentation";
import type { Clock } from "../../core/ports/clock.port";
import type { FileStore } from "../../core/ports/file-store.port";
import type { SessionAuthenticator, Viewer } from "../../core/ports/session-authenticator.port";
import type { ServedUpload, UploadRepository } from "../../core/ports/upload-repository.port";
import { apiError } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { authenticate, viewerOf } from "../http/viewer";

export type UploadsDeps = Readonly<{
  uploads: UploadRepository;
  files: FileStore;
  authenticator: SessionAuthenticator;
  clock: Clock;
}>;

const NOT_FOUND = "Не найдено.";

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
 * GET /uploads/{chunks}/{filename} (spec 7): the stored file with its recorded type, never sniffed. Raster images and
 * the site's own SVG artwork are shown inline, PDF is a download, anything else a download of opaque bytes
 * (uploadPresentation). Unknown names, malformed paths and private documents the viewer may not read all answer the
 * same 404. `?w=` and `fm=` are ignored: files are served as stored until an image resizer (sharp) is installed
 * (ADR 015): the site's SVG is always served as it is (ADR 026).
 */
export function uploadsRoutes(deps: UploadsDeps) {
  return new Hono<AppEnv>()
    .use("*", authenticate(deps.authenticator, deps.clock))
    .get("/*", async (c) => {
      const filename = fileNameOf(new URL(c.req.url).pathname);
      const upload = filename ? await deps.uploads.findByFilename(filename) : null;
      if (!upload || !mayRead(upload, viewerOf(c))) return apiError(c, 404, NOT_FOUND);
      const etag = `"${upload.sha256}"`;
      const shown = uploadPresentation(upload);
      const headers = new Headers({
        "Content-Type": shown.contentType,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": contentDisposition(upload, shown.inline),
        "Content-Security-Policy": shown.contentSecurityPolicy,
        "Cache-Control": upload.attachedToForm ? "private, no-store" : "public, max-age=31536000, immutable",
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
