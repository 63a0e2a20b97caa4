import type { AspectRatio } from "../constants/image-settings";
import { IMAGE_WIDTHS } from "./image-widths";
import type { UploadFileName } from "./upload-file-name";
import { webpUploadUrl } from "./upload-url";

/** A srcset of webp renditions, one candidate per width: "/uploads/…/x.png?w=380&fm=webp 380w, …". */
export const uploadSrcset = (
  fileName: UploadFileName,
  widths: readonly number[] = IMAGE_WIDTHS,
  ratio: AspectRatio | null = null,
): string => widths.map((width) => `${webpUploadUrl(fileName, width, ratio)} ${width}w`).join(", ");
