/** Responsive image settings (spec 9). The widths themselves are derived in core/domain/image/image-widths.ts. */
export const IMAGE_SETTINGS = {
  minWidth: 380,
  maxWidth: 3840,
  widthSteps: 3,
  aspectRatios: [
    { label: "16:9", width: 16, height: 9 },
    { label: "4:3", width: 4, height: 3 },
    { label: "1:1", width: 1, height: 1 },
  ],
  format: "webp",
} as const;

export type AspectRatio = (typeof IMAGE_SETTINGS.aspectRatios)[number]["label"];
