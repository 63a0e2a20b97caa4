import { detectImageKind } from "./image-kind";

/** The formats a person may upload as a picture (an avatar, a comment's image). */
export type UploadImageKind = "jpeg" | "png" | "webp";

/** Whether an uploaded file may become a picture, and why not. */
export type ImageUploadCheck =
  | { readonly _tag: "Accepted"; readonly kind: UploadImageKind }
  | { readonly _tag: "Empty" }
  | { readonly _tag: "TooLarge"; readonly maxBytes: number }
  | { readonly _tag: "UnsupportedImage"; readonly kind: "gif" }
  | { readonly _tag: "NotAnImage" };

/**
 * Checks an uploaded picture before it is decoded: not empty, at most `maxBytes`, and a JPEG, PNG or WebP by its
 * leading bytes. A GIF is recognised to be refused by name; anything else is not an image. The size is checked
 * first, so a huge file is never inspected further.
 */
export const checkImageUpload = (bytes: Uint8Array, maxBytes: number): ImageUploadCheck => {
  if (bytes.length === 0) return { _tag: "Empty" };
  if (bytes.length > maxBytes) return { _tag: "TooLarge", maxBytes };
  const kind = detectImageKind(bytes);
  if (kind === null) return { _tag: "NotAnImage" };
  if (kind === "gif") return { _tag: "UnsupportedImage", kind };
  return { _tag: "Accepted", kind };
};
