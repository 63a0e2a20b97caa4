import { imageVariantPlan } from "../../../core/domain/image/image-variant-plan";
import type { ImageResizer } from "../../../core/ports/image-resizer.port";

const PICTURE = /^PICTURE (\d{1,5})x(\d{1,5})$/;

/** A stand-in picture for the fake resizer: the text "PICTURE {width}x{height}". */
export const fakePicture = (width: number, height: number): Uint8Array =>
  new TextEncoder().encode(`PICTURE ${width}x${height}`);

/** The fake resizer and how many variants it has made. */
export type MemoryImageResizer = ImageResizer & { readonly made: () => number };

/**
 * A stand-in for sharp in use-case tests: it "decodes" only fakePicture bytes, answers the size imageVariantPlan
 * gives, and writes "WEBP {width}x{height}" so tests can tell a variant from its original.
 */
export function memoryImageResizer(): MemoryImageResizer {
  let made = 0;
  return {
    made: () => made,
    async variant(bytes, request) {
      const match = PICTURE.exec(new TextDecoder().decode(bytes));
      if (match === null) return null;
      const plan = imageVariantPlan({ width: Number(match[1]), height: Number(match[2]) }, request);
      made++;
      return {
        bytes: new TextEncoder().encode(`WEBP ${plan.width}x${plan.height}`),
        width: plan.width,
        height: plan.height,
      };
    },
  };
}
