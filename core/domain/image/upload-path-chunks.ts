import type { UploadFileName } from "./upload-file-name";

/** The chunked part of a file name: everything before the last dot, or the whole name when it has no dot. */
export const fileNameStem = (fileName: UploadFileName): string => {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? fileName : fileName.slice(0, dot);
};

/** The stem cut into 3-character folders from the left; the last one may be shorter ("abcdefg" -> abc, def, g). */
export const uploadPathChunks = (fileName: UploadFileName): readonly string[] =>
  fileNameStem(fileName).match(/.{1,3}/g) ?? [];
