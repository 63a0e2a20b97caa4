/** What a download answers with: the version's bytes, its display name and the type found in its content. */
export type DocumentDownload = {
  readonly name: string;
  readonly content_type: string;
  readonly size: number;
  readonly chunks: AsyncIterable<Uint8Array>;
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

/** `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<the display name>` (RFC 6266). */
export const attachmentDisposition = (name: string): string => {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot) : "";
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, "_");
  const fallback = /[A-Za-z0-9]/.test(ascii.slice(0, ascii.length - extension.length)) ? ascii : `document${extension}`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};

/**
 * A private document version as a download (docs/adr/052-application-documents.md): always an attachment, its
 * recorded type never sniffed, never cached by a shared cache or kept by the browser, and inert if opened anyway.
 */
export const documentDownloadResponse = (file: DocumentDownload): Response =>
  new Response(toStream(file.chunks), {
    status: 200,
    headers: {
      "Content-Type": file.content_type,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
