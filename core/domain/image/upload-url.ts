import { type AspectRatio, IMAGE_SETTINGS } from "../constants/image-settings";
import type { UploadFileName } from "./upload-file-name";
import { uploadPathChunks } from "./upload-path-chunks";

/** Path of an uploaded file: /uploads/{chunks}/{fileName}, e.g. /uploads/a1b/2c3/a1b2c3.png. */
export const uploadUrl = (fileName: UploadFileName): string =>
  `/uploads/${uploadPathChunks(fileName).join("/")}/${fileName}`;

/**
 * The same file resized by the image proxy to `width` px and converted to webp; with a ratio, cropped to it first
 * (`&ar=16:9`).
 */
export const webpUploadUrl = (fileName: UploadFileName, width: number, ratio: AspectRatio | null = null): string =>
  `${uploadUrl(fileName)}?w=${width}&fm=${IMAGE_SETTINGS.format}${ratio === null ? "" : `&ar=${ratio}`}`;
