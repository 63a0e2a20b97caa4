/** Longest title filter kept, in characters (code points); longer input is cut (docs/adr/006-listing-filters.md). */
export const LISTING_TITLE_MAX_LENGTH = 100;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The title free-text filter: trimmed, broken surrogates removed, cut to the maximum length. */
export const normaliseListingTitle = (text: string): string =>
  Array.from(text.replace(LONE_SURROGATE, "").trim()).slice(0, LISTING_TITLE_MAX_LENGTH).join("").trimEnd();
