import type { UploadImageKind } from "../domain/image/image-upload-check";

/** A re-encoded image: its bytes (no metadata) and pixel size. */
export type EncodedImage = Readonly<{ bytes: Uint8Array; width: number; height: number }>;

/** Decodes and re-encodes pictures people upload. */
export interface ImageEncoder {
  /**
   * The picture as a square WebP of `size` px (cropped to the centre, turned upright as its EXIF says, every metadata
   * block dropped). Null when the bytes do not decode as a whole image of the `expected` format.
   */
  squareWebp(bytes: Uint8Array, expected: UploadImageKind, size: number): Promise<EncodedImage | null>;
  /**
   * The whole picture as a WebP whose longest side is at most `maxSide` px (scaled down keeping its proportions,
   * never up; turned upright as its EXIF says; every metadata block dropped). Null when the bytes do not decode as a
   * whole image of the `expected` format.
   */
  fitWebp(bytes: Uint8Array, expected: UploadImageKind, maxSide: number): Promise<EncodedImage | null>;
}
