/**
 * Splits text into at most `maxLines` lines of at most `maxChars` characters, breaking between words; a word longer
 * than a line is cut. When the text does not fit, the last line ends with "…" (within the limit).
 */
export const wrapWords = (content: string, maxChars: number, maxLines: number): readonly string[] => {
  const width = Math.max(2, Math.floor(maxChars));
  const words = content
    .split(/\s+/u)
    .filter((word) => word !== "")
    .flatMap((word) => ([...word].length <= width ? [word] : chunk(word, width)));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && [...last].length + 1 + [...word].length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, Math.max(1, maxLines));
  const tail = [...(kept.at(-1) ?? "")]
    .slice(0, width - 1)
    .join("")
    .trimEnd();
  return [...kept.slice(0, -1), `${tail}…`];
};

const chunk = (word: string, width: number): string[] => {
  const chars = [...word];
  return Array.from({ length: Math.ceil(chars.length / width) }, (_, i) =>
    chars.slice(i * width, (i + 1) * width).join(""),
  );
};
