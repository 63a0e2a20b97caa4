/** How much of a message a notification quotes, in characters (code points). */
export const EXCERPT_MAX_LENGTH = 140;

/**
 * The start of a message for a notification: whitespace runs folded to one space, cut at `max` characters with an
 * ellipsis (the ellipsis counts), never in the middle of a surrogate pair.
 */
export const messageExcerpt = (text: string, max: number = EXCERPT_MAX_LENGTH): string => {
  const folded = text.replace(/\s+/gu, " ").trim();
  const chars = [...folded];
  return chars.length <= max
    ? folded
    : `${chars
        .slice(0, Math.max(0, max - 1))
        .join("")
        .trimEnd()}…`;
};
