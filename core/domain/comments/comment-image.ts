import { checkImageUpload, type ImageUploadCheck } from "../image/image-upload-check";

/** The largest picture a comment may carry, as sent: 8 MB (ADR 061). */
export const MAX_COMMENT_IMAGE_BYTES = 8 * 1024 * 1024;

/** The longest side a comment's picture is stored at, in px (ADR 061). */
export const COMMENT_IMAGE_MAX_SIDE = 1600;

/** Checks a comment's picture before it is decoded: not empty, at most 8 MB, JPEG, PNG or WebP by its bytes. */
export const checkCommentImage = (bytes: Uint8Array): ImageUploadCheck =>
  checkImageUpload(bytes, MAX_COMMENT_IMAGE_BYTES);
