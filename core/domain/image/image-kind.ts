/** Raster formats recognised from a file's leading bytes. */
export type ImageKind = "jpeg" | "png" | "webp" | "gif";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

const hasAt = (bytes: Uint8Array, offset: number, signature: readonly number[]): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image format a file starts with, from its signature alone (never its name or declared type): the 8-byte PNG
 * signature, the JPEG start-of-image marker followed by a marker byte, "RIFF" with "WEBP" at offset 8, or
 * "GIF87a"/"GIF89a". Null for anything else, an empty file included.
 */
export const detectImageKind = (bytes: Uint8Array): ImageKind | null => {
  if (hasAt(bytes, 0, PNG)) return "png";
  if (hasAt(bytes, 0, JPEG)) return "jpeg";
  if (hasAt(bytes, 0, RIFF) && hasAt(bytes, 8, WEBP)) return "webp";
  if (hasAt(bytes, 0, GIF87) || hasAt(bytes, 0, GIF89)) return "gif";
  return null;
};
