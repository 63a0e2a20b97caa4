import type { AspectRatio } from "../constants/image-settings";
import { aspectRatioOf } from "./aspect-ratio";
import type { ImageVariantRequest } from "./image-variant-request";

/** A pixel size. */
export type PixelSize = Readonly<{ width: number; height: number }>;

/** A region of the source picture, in whole pixels. */
export type CropBox = Readonly<{ left: number; top: number; width: number; height: number }>;

/** What to cut out of the source and the size to scale it to. */
export type ImageVariantPlan = Readonly<{ crop: CropBox; width: number; height: number }>;

/**
 * The largest centred box of `ratio` that fits in the source (the whole source when there is no ratio). Its sides
 * are at least 1 px; the part cut away is split evenly between both ends (the odd pixel goes to the far end).
 */
export const cropBox = (source: PixelSize, ratio: AspectRatio | null): CropBox => {
  const shape = ratio === null ? null : aspectRatioOf(ratio);
  if (shape === null) return { left: 0, top: 0, width: source.width, height: source.height };
  const wider = source.width * shape.height > source.height * shape.width;
  const width = wider ? Math.max(1, Math.round((source.height * shape.width) / shape.height)) : source.width;
  const height = wider ? source.height : Math.max(1, Math.round((source.width * shape.height) / shape.width));
  return {
    left: Math.floor((source.width - width) / 2),
    top: Math.floor((source.height - height) / 2),
    width,
    height,
  };
};

/**
 * The crop and the output size of a variant: the asked width, or the crop's own width when that is smaller (a
 * picture is never scaled up); the height keeps the crop's proportions (the spec ratio when one is asked), at
 * least 1 px.
 */
export const imageVariantPlan = (source: PixelSize, request: ImageVariantRequest): ImageVariantPlan => {
  const crop = cropBox(source, request.ratio);
  const width = Math.min(request.width, crop.width);
  const shape = request.ratio === null ? null : aspectRatioOf(request.ratio);
  const [across, down] = shape === null ? [crop.width, crop.height] : [shape.width, shape.height];
  return { crop, width, height: Math.max(1, Math.round((width * down) / across)) };
};
