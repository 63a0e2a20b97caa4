import type { UploadedImage } from "../../../core/domain/catalogue/uploaded-image";
import { IMAGE_WIDTHS } from "../../../core/domain/image/image-widths";
import { webpUploadUrl } from "../../../core/domain/image/upload-url";
import { uploadedImageName } from "../../../core/domain/image/uploaded-image-url";

/** The width of the webp rendition a full-width panel asks for (the second step of the srcset widths). */
export const PANEL_IMAGE_WIDTH = IMAGE_WIDTHS[1] ?? IMAGE_WIDTHS[0] ?? 1280;

const cssUrl = (image: UploadedImage | null): string | null => {
  const name = uploadedImageName(image);
  return name === null ? null : `url("${webpUploadUrl(name, PANEL_IMAGE_WIDTH)}")`;
};

/**
 * CSS custom properties that lay an uploaded picture over a panel's colour: `--panel-image` and, for narrow screens,
 * `--panel-image-narrow` (the mobile picture, else the same one). A missing file then shows just the colour, never a
 * broken image; no picture or an unsafe file name gives no property at all.
 */
export const panelImageStyle = (
  image: UploadedImage | null,
  narrowImage: UploadedImage | null = null,
): Readonly<Record<string, string>> => {
  const wide = cssUrl(image);
  const narrow = cssUrl(narrowImage) ?? wide;
  return {
    ...(wide === null ? {} : { "--panel-image": wide }),
    ...(narrow === null ? {} : { "--panel-image-narrow": narrow }),
  };
};
