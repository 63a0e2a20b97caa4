import { AVATAR_WIDTH } from "../../core/domain/image/avatar-size";
import { parseUploadFileName } from "../../core/domain/image/upload-file-name";
import { uploadUrl } from "../../core/domain/image/upload-url";
import type { UploadedImage } from "../../core/domain/catalogue/uploaded-image";

type Props = {
  readonly image: UploadedImage | null;
  /** The drawn size in CSS px (avatars are square). */
  readonly size: number;
  readonly alt?: string;
  readonly className?: string;
  readonly loading?: "lazy" | "eager";
};

/**
 * A user's avatar: the stored square WebP (ADR 047), whose one rendition is AVATAR_WIDTH px wide, so the srcset names
 * that width and the browser never asks the server for a resize. Nothing when there is no avatar or its name is unsafe.
 */
export function AvatarImage({ image, size, alt = "", className = "avatar", loading = "lazy" }: Props) {
  const name = image === null ? null : parseUploadFileName(image.filename);
  if (name === null || !name.ok) return null;
  const src = uploadUrl(name.value);
  return (
    <img
      className={className}
      src={src}
      srcSet={`${src} ${AVATAR_WIDTH}w`}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
    />
  );
}
