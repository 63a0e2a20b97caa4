/** A name parseUploadFileName accepts: ASCII letters, digits, ".", "_" and "-", no leading dot and no "..". */
const SAFE_NAME = /^(?!\.)(?!.*\.\.)[A-Za-z0-9._-]+$/;

/**
 * The /uploads/ path of an avatar file, or null when its name is not safe in a URL: the same answer as
 * uploadedImageUrl, in a few bytes of code of its own, for the header that draws the avatar on every page (ADR 047).
 * A property test holds the two together.
 */
export const avatarPath = (filename: string): string | null => {
  if (!SAFE_NAME.test(filename)) return null;
  const dot = filename.lastIndexOf(".");
  const stem = dot === -1 ? filename : filename.slice(0, dot);
  return `/uploads/${(stem.match(/.{1,3}/g) ?? []).join("/")}/${filename}`;
};
