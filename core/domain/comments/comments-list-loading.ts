import type { CommentsListState } from "./comment";

/** A grid request is in flight. `commentsPageLoaded` clears the flag on success. */
export const startCommentsLoading = (state: CommentsListState): CommentsListState => ({ ...state, loading: true });

/** A failed grid request leaves the list as it was (spec 7: failures resolve to a blank result). */
export const commentsLoadFailed = (state: CommentsListState): CommentsListState => ({ ...state, loading: false });
