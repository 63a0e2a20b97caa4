import { checkImageUpload, type ImageUploadCheck, type UploadImageKind } from "./image-upload-check";

/** The largest avatar file accepted: 5 MB. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** The formats a person may upload as an avatar. */
export type AvatarSourceKind = UploadImageKind;

/** Whether a file may become an avatar, and why not. */
export type AvatarUploadCheck = ImageUploadCheck;

/** Checks an avatar file before it is decoded (`checkImageUpload`): not empty, at most 5 MB, JPEG, PNG or WebP. */
export const checkAvatarUpload = (bytes: Uint8Array): AvatarUploadCheck => checkImageUpload(bytes, MAX_AVATAR_BYTES);
