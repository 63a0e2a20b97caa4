/** The largest document file accepted: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The file types a document may be, told by content. */
export const DOCUMENT_FILE_TYPES = {
  pdf: { content_type: "application/pdf", extension: "pdf" },
  png: { content_type: "image/png", extension: "png" },
  jpeg: { content_type: "image/jpeg", extension: "jpg" },
} as const;

export type DocumentFileType = keyof typeof DOCUMENT_FILE_TYPES;

export type DocumentFileCheck =
  | { readonly _tag: "Accepted"; readonly type: DocumentFileType }
  | { readonly _tag: "Empty" }
  | { readonly _tag: "TooLarge"; readonly max_bytes: number }
  | { readonly _tag: "UnsupportedType" };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The type of a file by its leading bytes, whatever its name says; null for anything but pdf, png and jpeg. */
export const detectDocumentFileType = (bytes: Uint8Array): DocumentFileType | null => {
  if (startsWith(bytes, PDF)) return "pdf";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, JPEG)) return "jpeg";
  return null;
};

/** Whether a file may be stored as a document version: not empty, at most 10 MB, a pdf, png or jpeg by content. */
export const checkDocumentFile = (bytes: Uint8Array): DocumentFileCheck => {
  if (bytes.length === 0) return { _tag: "Empty" };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { _tag: "TooLarge", max_bytes: MAX_DOCUMENT_BYTES };
  const type = detectDocumentFileType(bytes);
  return type === null ? { _tag: "UnsupportedType" } : { _tag: "Accepted", type };
};
