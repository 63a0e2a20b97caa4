import { type AspectRatio, IMAGE_SETTINGS } from "../constants/image-settings";

/** One aspect ratio of the spec (16:9, 4:3, 1:1) as its label and sides. */
export type AspectRatioShape = (typeof IMAGE_SETTINGS.aspectRatios)[number];

/** The ratio whose label is exactly `label` ("16:9"), or null for any other text. */
export const aspectRatioOf = (label: string): AspectRatioShape | null =>
  IMAGE_SETTINGS.aspectRatios.find((ratio) => ratio.label === label) ?? null;

/** The label as a file-name part: "16:9" -> "16x9". */
export const aspectRatioSlug = (ratio: AspectRatio): string => ratio.replace(":", "x");
