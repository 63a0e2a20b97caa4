import { type AspectRatio, IMAGE_SETTINGS } from "../constants/image-settings";

/**
 * The picture at `address` (an /uploads/ path or its absolute URL, with no query) resized by the image proxy to
 * `width` px and converted to webp; with a ratio, cropped to it first (`&ar=16:9`). Without a ratio it is the same
 * address as webpUploadUrl's.
 */
export const webpVariantUrl = (address: string, width: number, ratio: AspectRatio | null = null): string =>
  `${address}?w=${width}&fm=${IMAGE_SETTINGS.format}${ratio === null ? "" : `&ar=${ratio}`}`;
