import type { Comment, CommentsListState } from "./comment";

/** Root threads shown before the visitor expands the list (spec 9: load-more above 3). */
export const COMMENTS_PREVIEW_SIZE = 3;

const rootIndexes = (comments: readonly Comment[]): readonly number[] =>
  comments.flatMap((c, i) => (c.parent_id === null ? [i] : []));

export const countRootComments = (comments: readonly Comment[]): number => rootIndexes(comments).length;

/** The expanded list shows every loaded entry; the collapsed one the first 3 root comments with their replies. */
export const visibleComments = (state: CommentsListState): readonly Comment[] => {
  if (state.show_all_comments) return state.comments;
  const cut = rootIndexes(state.comments)[COMMENTS_PREVIEW_SIZE];
  return cut === undefined ? state.comments : state.comments.slice(0, cut);
};
