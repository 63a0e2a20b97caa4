import { detectImageKind } from "./image-kind";

/** The largest avatar file accepted: 5 MB. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** The formats a person may upload as an avatar. */
export type AvatarSourceKind = "jpeg" | "png" | "webp";

/** Whether a file may become an avatar, and why not. */
export type AvatarUploadCheck =
  | { readonly _tag: "Accepted"; readonly kind: AvatarSourceKind }
  | { readonly _tag: "Empty" }
  | { readonly _tag: "TooLarge"; readonly maxBytes: number }
  | { readonly _tag: "UnsupportedImage"; readonly kind: "gif" }
  | { readonly _tag: "NotAnImage" };

/**
 * Checks an avatar file before it is decoded: not empty, at most 5 MB, and a JPEG, PNG or WebP by its leading bytes.
 * A GIF is recognised to be refused by name; anything else is not an image. The size is checked first, so a huge
 * file is never inspected further.
 */
export const checkAvatarUpload = (bytes: Uint8Array): AvatarUploadCheck => {
  if (bytes.length === 0) return { _tag: "Empty" };
  if (bytes.length > MAX_AVATAR_BYTES) return { _tag: "TooLarge", maxBytes: MAX_AVATAR_BYTES };
  const kind = detectImageKind(bytes);
  if (kind === null) return { _tag: "NotAnImage" };
  if (kind === "gif") return { _tag: "UnsupportedImage", kind };
  return { _tag: "Accepted", kind };
};
