import type { ImageVariantRequest } from "../domain/image/image-variant-request";
import type { EncodedImage } from "./image-encoder.port";

/** Makes the resized webp variants of the site's pictures (spec 7, 9). */
export interface ImageResizer {
  /**
   * The picture, turned upright as its EXIF says, cut and scaled as imageVariantPlan says for its size (never scaled
   * up), written as webp without metadata. Null when the bytes do not decode as a whole picture.
   */
  variant(bytes: Uint8Array, request: ImageVariantRequest): Promise<EncodedImage | null>;
}
