/**
 * The name an uploaded picture is recorded under once re-encoded: the sender's base name (no folders, no control
 * characters) with a .webp extension, at most 255 characters; "" when nothing of the name is left.
 */
export const webpUploadName = (raw: string): string => {
  const base = (raw.split(/[\\/]/).at(-1) ?? "").replace(/\p{Cc}/gu, "").trim();
  const stem = base.replace(/\.[^.]*$/, "");
  return stem === "" ? "" : `${[...stem].slice(0, 250).join("")}.webp`;
};
