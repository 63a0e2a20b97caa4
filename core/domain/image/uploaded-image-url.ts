import type { UploadedImage } from "../catalogue/uploaded-image";
import { parseUploadFileName, type UploadFileName } from "./upload-file-name";
import { uploadUrl } from "./upload-url";

/** The checked file name of an uploaded image; null when there is no image or its name is not safe in a URL. */
export const uploadedImageName = (image: UploadedImage | null): UploadFileName | null => {
  if (image === null) return null;
  const parsed = parseUploadFileName(image.filename);
  return parsed.ok ? parsed.value : null;
};

/** The site path of an uploaded image (/uploads/…); null when there is none or its name is unsafe. */
export const uploadedImageUrl = (image: UploadedImage | null): string | null => {
  const name = uploadedImageName(image);
  return name === null ? null : uploadUrl(name);
};
