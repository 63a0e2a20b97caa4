import type { Institution } from "../../../core/domain/catalogue/institution";
import { IMAGE_WIDTHS } from "../../../core/domain/image/image-widths";
import { variantSrcset } from "../../../core/domain/image/upload-srcset";
import { uploadedImageUrl } from "../../../core/domain/image/uploaded-image-url";
import { webpVariantUrl } from "../../../core/domain/image/variant-url";

/** The attributes of the institution page's campus photo, as the `<img>` takes them. */
export type CampusPhoto = Readonly<{
  src: string;
  srcSet: string;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  fetchPriority: "high";
}>;

/** The photo's CSS width (institution.css, `.inst-photo`): 400 px on wide screens, at most 800 px, else the container's. */
const SIZES = "(min-width: 1024px) 400px, (min-width: 864px) 800px, 100vw";

/**
 * The campus photo of the institution page (ADR 064): the webp variants cropped to 16:9 at every spec width, the
 * 1533 px one as the fallback, its box reserved at 800 x 450, loaded first (it is the largest picture above the fold);
 * null when the institution has no photo or its name is unsafe. Built by the loader, so none of this is in the page's
 * JavaScript.
 */
export const campusPhoto = (institution: Pick<Institution, "photo" | "title">): CampusPhoto | null => {
  const address = uploadedImageUrl(institution.photo);
  if (address === null) return null;
  return {
    src: webpVariantUrl(address, 1533, "16:9"),
    srcSet: variantSrcset(address, IMAGE_WIDTHS, "16:9"),
    sizes: SIZES,
    alt: `Кампус: ${institution.title.ru}`,
    width: 800,
    height: 450,
    fetchPriority: "high",
  };
};
