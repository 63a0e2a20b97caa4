import { DOCUMENT_FILE_TYPES, type DocumentFileType } from "./document-file-check";

const MAX_STEM = 100;

/**
 * The name a stored version is shown and downloaded under: the last path segment of what the browser sent, with
 * control and markup characters dropped, spaces collapsed, at most 100 characters, and the extension of the type
 * found in the content (never the one the name claims). An empty result falls back to "документ".
 */
export const documentDisplayName = (original: string, type: DocumentFileType): string => {
  const segment = original.split(/[\\/]/).pop() ?? "";
  const dot = segment.lastIndexOf(".");
  const stem = (dot > 0 ? segment.slice(0, dot) : segment)
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const cut = Array.from(stem).slice(0, MAX_STEM).join("").trim();
  return `${cut === "" ? "документ" : cut}.${DOCUMENT_FILE_TYPES[type].extension}`;
};
