import { err, ok, type Result } from "../../domain/shared/result";

export type InvalidPagePath = { readonly _tag: "InvalidPagePath" };

const ABSOLUTE = /^https?:\/\/[^/?#\s]+(.*)$/i;
const MAX_LENGTH = 2000;

/**
 * The path that page data is stored under: the path part of a site path or of an absolute http(s) URL, without
 * query or fragment, kept exactly as written (no trailing slash added, no decoding, no case folding), since
 * routes match strictly (ADR 007). An absolute URL without a path is the root "/".
 */
export const pagePath = (input: string): Result<string, InvalidPagePath> => {
  const text = input.trim();
  const absolute = ABSOLUTE.exec(text);
  const rest = absolute ? (absolute[1] ?? "") : text;
  const path = rest.split(/[?#]/, 1)[0] ?? "";
  const full = absolute && path === "" ? "/" : path;
  if (!full.startsWith("/") || full.startsWith("//") || full.length > MAX_LENGTH || /\s/.test(full)) {
    return err({ _tag: "InvalidPagePath" });
  }
  return ok(full);
};
