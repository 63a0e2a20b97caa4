import { uploadSrcset } from "../../../../core/domain/image/upload-srcset";
import { uploadUrl } from "../../../../core/domain/image/upload-url";
import { uploadedImageName } from "../../../../core/domain/image/uploaded-image-url";
import type { UploadedImage } from "../../../../core/domain/catalogue/uploaded-image";

type Props = {
  readonly image: UploadedImage | null;
  /** Empty for a decorative image whose meaning the text beside it already gives. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly sizes?: string;
  readonly className?: string;
};

/** An uploaded image with its webp renditions; nothing at all when there is no image or its name is unsafe. */
export function UploadImage({ image, alt, width, height, sizes = "(min-width: 768px) 33vw, 100vw", className }: Props) {
  const name = uploadedImageName(image);
  if (name === null) return null;
  return (
    <img
      className={className}
      src={uploadUrl(name)}
      srcSet={uploadSrcset(name)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
