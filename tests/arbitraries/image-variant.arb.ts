import fc from "fast-check";
import { type AspectRatio, IMAGE_SETTINGS } from "../../core/domain/constants/image-settings";
import { type ImageVariantKey, imageVariantKey } from "../../core/domain/image/image-variant-key";
import type { ImageVariantRequest } from "../../core/domain/image/image-variant-request";
import { IMAGE_WIDTHS } from "../../core/domain/image/image-widths";

/** One of the spec ratios, or none. */
export const aspectRatioArb: fc.Arbitrary<AspectRatio | null> = fc.option(
  fc.constantFrom(...IMAGE_SETTINGS.aspectRatios.map((ratio) => ratio.label)),
);

/** A variant the site makes: a spec width, with or without a spec ratio. */
export const imageVariantRequestArb: fc.Arbitrary<ImageVariantRequest> = fc.record({
  width: fc.constantFrom(...IMAGE_WIDTHS),
  ratio: aspectRatioArb,
});

/** A picture size from a thumbnail to a large photo, either way round. */
export const pixelSizeArb = fc.record({
  width: fc.integer({ min: 1, max: 8000 }),
  height: fc.integer({ min: 1, max: 8000 }),
});

/** A sha256 in lower-case hex. */
export const sha256Arb = fc.stringMatching(/^[0-9a-f]{64}$/);

/** The key of a variant of a test hash; throws when the hash is not a sha256 (a broken test, not a case). */
export const variantKeyOf = (sha256: string, request: ImageVariantRequest): ImageVariantKey => {
  const key = imageVariantKey(sha256, request);
  if (key === null) throw new Error(`not a sha256: ${sha256}`);
  return key;
};
