import { isSiteSvg, type PresentedUpload } from "./upload-presentation";

/**
 * What a variant request makes of an upload: a public raster picture is resized; the site's own SVG artwork is
 * served as it is (a vector needs no width); anything else (a private form document, a PDF, an unknown type) has no
 * variants.
 */
export type ImageVariantSource = "raster" | "site-svg" | "none";

const RESIZABLE = new Set(["image/png", "image/jpeg", "image/webp"]);

export const imageVariantSource = (upload: PresentedUpload): ImageVariantSource => {
  if (upload.attachedToForm) return "none";
  if (RESIZABLE.has((upload.mime.split(";")[0] ?? "").trim().toLowerCase())) return "raster";
  return isSiteSvg(upload) ? "site-svg" : "none";
};
