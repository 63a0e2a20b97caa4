import type { AvatarSourceKind } from "../domain/image/avatar-upload-check";

/** A re-encoded image: its bytes (no metadata) and pixel size. */
export type EncodedImage = Readonly<{ bytes: Uint8Array; width: number; height: number }>;

/** Decodes and re-encodes pictures people upload. */
export interface ImageEncoder {
  /**
   * The picture as a square WebP of `size` px (cropped to the centre, turned upright as its EXIF says, every metadata
   * block dropped). Null when the bytes do not decode as a whole image of the `expected` format.
   */
  squareWebp(bytes: Uint8Array, expected: AvatarSourceKind, size: number): Promise<EncodedImage | null>;
}
