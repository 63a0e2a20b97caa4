import { err, ok, type Result } from "../shared/result";
import type { UnsafeFileName } from "./upload-file-name.errors";

declare const uploadFileName: unique symbol;

/** A file name checked by parseUploadFileName: safe to place in a URL path as it is. */
export type UploadFileName = string & { readonly [uploadFileName]: true };

const ALLOWED = /^[A-Za-z0-9._-]$/;

/**
 * Accepts names made of ASCII letters, digits, '.', '_' and '-' that neither start with a dot nor contain
 * '..'. Checks run in this order: empty, path separator ('/' or '\'), '..', leading dot, other characters.
 */
export const parseUploadFileName = (fileName: string): Result<UploadFileName, UnsafeFileName> => {
  if (fileName === "") return err({ _tag: "EmptyFileName" });
  if (fileName.includes("/") || fileName.includes("\\")) return err({ _tag: "PathSeparator", fileName });
  if (fileName.includes("..")) return err({ _tag: "ParentReference", fileName });
  if (fileName.startsWith(".")) return err({ _tag: "LeadingDot", fileName });
  const character = [...fileName].find((char) => !ALLOWED.test(char));
  if (character !== undefined) return err({ _tag: "UnsupportedCharacter", fileName, character });
  return ok(fileName as UploadFileName);
};
