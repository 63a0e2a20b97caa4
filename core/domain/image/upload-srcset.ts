import type { AspectRatio } from "../constants/image-settings";
import { IMAGE_WIDTHS } from "./image-widths";
import type { UploadFileName } from "./upload-file-name";
import { uploadUrl } from "./upload-url";
import { webpVariantUrl } from "./variant-url";

/** A srcset of the webp variants of the picture at `address` (no query), one candidate per width. */
export const variantSrcset = (
  address: string,
  widths: readonly number[] = IMAGE_WIDTHS,
  ratio: AspectRatio | null = null,
): string => widths.map((width) => `${webpVariantUrl(address, width, ratio)} ${width}w`).join(", ");

/** A srcset of webp renditions of an upload, one candidate per width: "/uploads/…/x.png?w=380&fm=webp 380w, …". */
export const uploadSrcset = (
  fileName: UploadFileName,
  widths: readonly number[] = IMAGE_WIDTHS,
  ratio: AspectRatio | null = null,
): string => variantSrcset(uploadUrl(fileName), widths, ratio);
