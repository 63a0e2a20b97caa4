/** The fields of a stored upload that decide how /uploads/ answers with it. */
export type PresentedUpload = Readonly<{
  filename: string;
  /** The type recorded when the file was stored (never sniffed from the bytes on the way out). */
  mime: string;
  /** The signed-in sender, if any. */
  userId: number | null;
  attachedToForm: boolean;
}>;

/** How /uploads/ sends a file: its Content-Type, whether a browser may show it in place, and its CSP. */
export type UploadPresentation = Readonly<{ contentType: string; inline: boolean; contentSecurityPolicy: string }>;

export const SVG_MIME = "image/svg+xml";
/** Nothing may load and the document is sandboxed: a file opened directly can run nothing. */
export const FILE_CSP = "default-src 'none'; sandbox";
/** The same for the site's own SVG artwork, which may style itself with inline CSS. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const RASTER = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);
const DOWNLOADS = new Set(["application/pdf"]);

/** "Image/SVG+XML; charset=utf-8" -> "image/svg+xml". */
const essence = (mime: string): string => (mime.split(";")[0] ?? "").trim().toLowerCase();

/**
 * An SVG the site placed itself (seeded or editorial artwork): recorded as SVG, named .svg, with no sender and
 * attached to no form. Users can never store SVG (uploads are typed by their magic bytes: PDF, PNG, JPEG), so this
 * only guards against a future writer that records what a user claims.
 */
export const isSiteSvg = (upload: PresentedUpload): boolean =>
  essence(upload.mime) === SVG_MIME &&
  upload.filename.endsWith(".svg") &&
  upload.userId === null &&
  !upload.attachedToForm;

/**
 * Raster images are shown in place; the site's SVG too, under a CSP that still lets its inline styles work; PDF
 * is a download of its own type; any other recorded type (an SVG from anyone else included) is a download of
 * opaque bytes, so no browser renders HTML, XML or script that came from outside.
 */
export const uploadPresentation = (upload: PresentedUpload): UploadPresentation => {
  const type = essence(upload.mime);
  if (RASTER.has(type)) return { contentType: type, inline: true, contentSecurityPolicy: FILE_CSP };
  if (isSiteSvg(upload)) return { contentType: SVG_MIME, inline: true, contentSecurityPolicy: SVG_CSP };
  if (DOWNLOADS.has(type)) return { contentType: type, inline: false, contentSecurityPolicy: FILE_CSP };
  return { contentType: "application/octet-stream", inline: false, contentSecurityPolicy: FILE_CSP };
};
