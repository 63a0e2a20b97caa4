import type { Comment } from "./comment";

export type LocatedComment = { readonly index: number; readonly comment: Comment };

/** Where a comment sits in the flat list, or null when it is not loaded. */
export const locateComment = (comments: readonly Comment[], id: number): LocatedComment | null => {
  const index = comments.findIndex((c) => c.id === id);
  const comment = comments[index];
  return comment === undefined ? null : { index, comment };
};

export const replaceCommentAt = (comments: readonly Comment[], index: number, comment: Comment): readonly Comment[] =>
  comments.map((c, i) => (i === index ? comment : c));

/** Keeps the first entry of every id, dropping those in `taken` and repeats within `incoming`. */
export const freshComments = (taken: readonly Comment[], incoming: readonly Comment[]): readonly Comment[] => {
  const seen = new Set(taken.map((c) => c.id));
  return incoming.filter((c) => {
    if (seen.has(c.id)) return false;
    seen.add(c.id);
    return true;
  });
};
