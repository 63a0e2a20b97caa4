import { normaliseListingTitle } from "../../domain/listing/listing-title";

/**
 * The title filter as the repositories match it: runs of white space and control characters (line breaks, NUL)
 * made one space, trimmed and cut like the site's filter (ADR 006), lower-cased. Null when nothing is left.
 */
export const titleNeedle = (text: string): string | null => {
  const needle = normaliseListingTitle(text.replace(/[\s\p{Cc}]+/gu, " ")).toLowerCase();
  return needle === "" ? null : needle;
};
