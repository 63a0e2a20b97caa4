/** The longest excerpt of a comment in the console's list, in characters (code points), the ellipsis included. */
export const COMMENT_EXCERPT_MAX = 400;

/**
 * A comment's text as the console's list shows it: runs of blanks (line breaks included) as one space, trimmed, and
 * cut at the limit with an ellipsis, so a long text does not fill the page.
 */
export const commentExcerpt = (text: string): string => {
  const flat = text.replace(/\s+/gu, " ").trim();
  const chars = [...flat];
  return chars.length <= COMMENT_EXCERPT_MAX
    ? flat
    : `${chars
        .slice(0, COMMENT_EXCERPT_MAX - 1)
        .join("")
        .trimEnd()}…`;
};
