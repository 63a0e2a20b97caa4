import { type AspectRatio, IMAGE_SETTINGS } from "../constants/image-settings";
import { err, ok, type Result } from "../shared/result";
import { aspectRatioOf } from "./aspect-ratio";
import type { ImageVariantQueryError } from "./image-variant-request.errors";
import { IMAGE_WIDTHS } from "./image-widths";

/** A resized webp of an uploaded picture: one of the spec widths, cropped to a spec ratio when one is named. */
export type ImageVariantRequest = Readonly<{ width: number; ratio: AspectRatio | null }>;

/** The query parameters of a variant: width, format (webp only) and aspect ratio. */
export const VARIANT_PARAMETERS = { width: "w", format: "fm", ratio: "ar" } as const;

/** Every value of each query parameter, as a server framework hands them over (already percent-decoded). */
export type QueryValues = Readonly<Record<string, readonly string[] | undefined>>;

const DIGITS = /^[1-9][0-9]{0,4}$/;

/**
 * Reads `?w=1533&fm=webp&ar=16:9` of an /uploads/ address. No variant parameter at all: null (the original is
 * wanted). Otherwise the width is required and must be one of IMAGE_WIDTHS written in plain digits (no sign, no leading zero), the format
 * (optional) must be webp and the ratio (optional) one of the spec labels; each parameter at most once. Other
 * parameters are ignored. Errors are checked in that order: repeats, width, format, ratio.
 */
export const parseImageVariantQuery = (
  query: QueryValues,
): Result<ImageVariantRequest | null, ImageVariantQueryError> => {
  const names = Object.values(VARIANT_PARAMETERS);
  const repeated = names.find((name) => (query[name]?.length ?? 0) > 1);
  if (repeated !== undefined) return err({ _tag: "RepeatedParameter", name: repeated });
  const [width, format, ratio] = names.map((name) => query[name]?.[0]);
  if (width === undefined && format === undefined && ratio === undefined) return ok(null);
  if (width === undefined) return err({ _tag: "WidthRequired" });
  if (!DIGITS.test(width) || !IMAGE_WIDTHS.includes(Number(width)))
    return err({ _tag: "WidthNotAllowed", value: width });
  if (format !== undefined && format !== IMAGE_SETTINGS.format) return err({ _tag: "FormatNotAllowed", value: format });
  const shape = ratio === undefined ? null : aspectRatioOf(ratio);
  if (ratio !== undefined && shape === null) return err({ _tag: "RatioNotAllowed", value: ratio });
  return ok({ width: Number(width), ratio: shape?.label ?? null });
};
