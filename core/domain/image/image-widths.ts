import { IMAGE_SETTINGS } from "../constants/image-settings";

/**
 * Widths from `from` to `to` in `steps` equal steps, rounded to whole pixels: steps + 1 widths with both
 * ends included. A step count that is not a positive integer counts as 1.
 */
export const evenWidths = (from: number, to: number, steps: number): readonly number[] => {
  const count = Number.isInteger(steps) && steps > 0 ? steps : 1;
  return Array.from({ length: count + 1 }, (_, index) => Math.round(from + ((to - from) * index) / count));
};

/** The srcset widths of uploaded images: 380, 1533, 2687, 3840. */
export const IMAGE_WIDTHS: readonly number[] = evenWidths(
  IMAGE_SETTINGS.minWidth,
  IMAGE_SETTINGS.maxWidth,
  IMAGE_SETTINGS.widthSteps,
);
