/** The file types the document form accepts, recognised by their leading bytes (never by name or declared type). */
export const DOCUMENT_TYPES = [
  { kind: "pdf", mime: "application/pdf", extension: "pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { kind: "png", mime: "image/png", extension: "png", signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: "jpg", mime: "image/jpeg", extension: "jpg", signature: [0xff, 0xd8, 0xff] },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The type whose signature the file starts with: "%PDF-" at offset 0 (stricter than readers that search the
 * first kilobyte), the 8-byte PNG signature, or the JPEG start-of-image marker followed by a marker byte.
 * Null for anything else, an empty file included.
 */
export const detectDocumentType = (bytes: Uint8Array): DocumentType | null =>
  DOCUMENT_TYPES.find((type) => startsWith(bytes, type.signature)) ?? null;

/** The largest document accepted: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
