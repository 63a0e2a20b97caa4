import type { AspectRatio } from "../../../../core/domain/constants/image-settings";
import { IMAGE_WIDTHS } from "../../../../core/domain/image/image-widths";
import { variantSrcset } from "../../../../core/domain/image/upload-srcset";
import { uploadUrl } from "../../../../core/domain/image/upload-url";
import { webpVariantUrl } from "../../../../core/domain/image/variant-url";
import { uploadedImageName } from "../../../../core/domain/image/uploaded-image-url";
import type { UploadedImage } from "../../../../core/domain/catalogue/uploaded-image";

type Props = {
  readonly image: UploadedImage | null;
  /** Empty for a decorative image whose meaning the text beside it already gives. */
  readonly alt: string;
  /** The size the picture is laid out at (reserves its box, so nothing shifts when it arrives). */
  readonly width: number;
  readonly height: number;
  readonly sizes?: string;
  /** The server crops every variant to this ratio (spec 9: 16:9, 4:3, 1:1); none keeps the picture's own. */
  readonly ratio?: AspectRatio;
  /** Above the fold: loaded at once and first; otherwise lazily, as it nears the viewport. */
  readonly priority?: boolean;
  readonly className?: string;
};

/** The fallback `src` for browsers without srcset: the second width, sharp enough on most screens. */
const FALLBACK_WIDTH = IMAGE_WIDTHS[1] ?? 1533;

/** Where the picture is loaded from and in which sizes (ADR 064); a vector (the site's SVG) has one size only. */
const sources = (address: string, ratio: AspectRatio | null) =>
  address.endsWith(".svg")
    ? { src: address }
    : { src: webpVariantUrl(address, FALLBACK_WIDTH, ratio), srcSet: variantSrcset(address, IMAGE_WIDTHS, ratio) };

/** An uploaded image with its webp renditions; nothing at all when there is no image or its name is unsafe. */
export function UploadImage({
  image,
  alt,
  width,
  height,
  sizes = "(min-width: 768px) 33vw, 100vw",
  ratio,
  priority = false,
  className,
}: Props) {
  const name = uploadedImageName(image);
  if (name === null) return null;
  return (
    <img
      className={className}
      {...sources(uploadUrl(name), ratio ?? null)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}

/**
 * A picture at an absolute /uploads/ address (as the teacher list gives them) with its webp renditions; a plain image
 * for any other address, or one that already carries a query (not ours to resize).
 */
export function AddressImage({
  address,
  alt,
  width,
  height,
  sizes,
  ratio,
  className,
}: Omit<Props, "image" | "priority"> & { readonly address: string }) {
  const ours = address.includes("/uploads/") && !address.includes("?");
  const variants = ours ? sources(address, ratio ?? null) : { src: address };
  return (
    <img
      className={className}
      {...variants}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
