/** A slug: words of lowercase Latin letters and digits joined by single dashes ("tsinghua-university-12"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (text: string): boolean => SLUG_PATTERN.test(text);
