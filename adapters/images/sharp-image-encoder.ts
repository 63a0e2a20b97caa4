import sharp from "sharp";
import type { AvatarSourceKind } from "../../core/domain/image/avatar-upload-check";
import type { EncodedImage, ImageEncoder } from "../../core/ports/image-encoder.port";

/** Pixels decoded at most (a 5 MB file may still claim a huge canvas): 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

/** How sharp names each accepted format in its metadata. */
const SHARP_FORMAT: Record<AvatarSourceKind, string> = { jpeg: "jpeg", png: "png", webp: "webp" };

/**
 * The image encoder on sharp (libvips). The input is decoded only when sharp reads it as the format its leading bytes
 * named, in full (`failOn: "error"`: a truncated or corrupt file is refused), first frame only. The output keeps no
 * metadata at all: sharp writes none unless asked (no `keepMetadata`/`withMetadata`), so EXIF, GPS, XMP and ICC
 * blocks are gone; the orientation is applied to the pixels first.
 */
export const sharpImageEncoder: ImageEncoder = {
  async squareWebp(bytes, expected, size): Promise<EncodedImage | null> {
    try {
      const input = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
      const meta = await input.metadata();
      if (meta.format !== SHARP_FORMAT[expected]) return null;
      const { data, info } = await input
        .rotate()
        .resize(size, size, { fit: "cover", position: "centre" })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data), width: info.width, height: info.height };
    } catch {
      return null;
    }
  },
};
