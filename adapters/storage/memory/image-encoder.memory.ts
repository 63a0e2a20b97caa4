import { detectImageKind } from "../../../core/domain/image/image-kind";
import type { EncodedImage, ImageEncoder } from "../../../core/ports/image-encoder.port";

/** "RIFF", a size, "WEBP": the leading bytes of every WebP file. */
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0x04, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50];

/**
 * A stand-in for the real encoder in use-case tests: input whose leading bytes are the expected format "decodes",
 * unless it contains the byte sequence "BROKEN"; the output is a WebP header followed by the size, so tests can
 * tell it apart from the input. `fitWebp` cannot know the picture's size: it answers a square of `maxSide`.
 */
export function memoryImageEncoder(): ImageEncoder {
  const broken = new TextEncoder().encode("BROKEN");
  const isBroken = (bytes: Uint8Array) =>
    bytes.some((_, start) => broken.every((byte, index) => bytes[start + index] === byte));
  const encode = async (bytes: Uint8Array, expected: string, size: number): Promise<EncodedImage | null> => {
    if (detectImageKind(bytes) !== expected || isBroken(bytes)) return null;
    return { bytes: Uint8Array.from([...WEBP_HEAD, size & 0xff, size >> 8]), width: size, height: size };
  };
  return { squareWebp: encode, fitWebp: encode };
}
