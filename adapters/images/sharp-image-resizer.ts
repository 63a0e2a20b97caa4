import sharp from "sharp";
import { imageVariantPlan } from "../../core/domain/image/image-variant-plan";
import type { ImageResizer } from "../../core/ports/image-resizer.port";

/** Pixels decoded at most: 50 megapixels (a 4000 px photo is 12 to 16). */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

/**
 * The variant resizer on sharp (libvips): reads the picture upright (`autoOrient`), cuts the plan's crop, scales it
 * to the plan's size with the default Lanczos kernel and writes webp at quality 80 with no metadata. Anything sharp
 * cannot decode in full (`failOn: "error"`) gives null.
 */
export const sharpImageResizer: ImageResizer = {
  async variant(bytes, request) {
    try {
      const input = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, pages: 1, autoOrient: true });
      const { autoOrient: upright } = await input.metadata();
      const plan = imageVariantPlan(upright, request);
      const { data, info } = await input
        .extract(plan.crop)
        .resize(plan.width, plan.height, { fit: "fill" })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data), width: info.width, height: info.height };
    } catch {
      return null;
    }
  },
};
