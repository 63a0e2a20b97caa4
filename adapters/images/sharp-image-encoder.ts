import sharp, { type Sharp } from "sharp";
import type { UploadImageKind } from "../../core/domain/image/image-upload-check";
import type { EncodedImage, ImageEncoder } from "../../core/ports/image-encoder.port";

/** Pixels decoded at most (an 8 MB file may still claim a huge canvas): 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

/** How sharp names each accepted format in its metadata. */
const SHARP_FORMAT: Record<UploadImageKind, string> = { jpeg: "jpeg", png: "png", webp: "webp" };

/**
 * Decodes `bytes` only when sharp reads them as the format their leading bytes named, in full (`failOn: "error"`:
 * a truncated or corrupt file is refused), first frame only; shapes the upright picture and writes it as WebP. Null
 * for anything sharp refuses.
 */
async function reencoded(
  bytes: Uint8Array,
  expected: UploadImageKind,
  shape: (upright: Sharp) => Sharp,
): Promise<EncodedImage | null> {
  try {
    const input = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const meta = await input.metadata();
    if (meta.format !== SHARP_FORMAT[expected]) return null;
    const { data, info } = await shape(input.rotate())
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * The image encoder on sharp (libvips). The output keeps no metadata at all: sharp writes none unless asked (no
 * `keepMetadata`/`withMetadata`), so EXIF, GPS, XMP and ICC blocks are gone; the orientation is applied to the
 * pixels first.
 */
export const sharpImageEncoder: ImageEncoder = {
  squareWebp: (bytes, expected, size) =>
    reencoded(bytes, expected, (upright) => upright.resize(size, size, { fit: "cover", position: "centre" })),
  fitWebp: (bytes, expected, maxSide) =>
    reencoded(bytes, expected, (upright) =>
      upright.resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true }),
    ),
};
