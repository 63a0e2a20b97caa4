import { IMAGE_SETTINGS } from "../constants/image-settings";
import type { UploadFileName } from "./upload-file-name";
import { uploadPathChunks } from "./upload-path-chunks";

/** Path of an uploaded file: /uploads/{chunks}/{fileName}, e.g. /uploads/a1b/2c3/a1b2c3.png. */
export const uploadUrl = (fileName: UploadFileName): string =>
  `/uploads/${uploadPathChunks(fileName).join("/")}/${fileName}`;

/** The same file resized by the image proxy to `width` px and converted to webp. */
export const webpUploadUrl = (fileName: UploadFileName, width: number): string =>
  `${uploadUrl(fileName)}?w=${width}&fm=${IMAGE_SETTINGS.format}`;
