import { wordCount } from "./word-count";

/** Words a reader gets through in a minute of Russian prose. */
export const WORDS_PER_MINUTE = 180;

/** The reading time shown beside a blog post: whole minutes, rounded up, never below one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}
