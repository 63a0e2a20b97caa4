import type { CommentsListState } from "./comment";
import { COMMENTS_PREVIEW_SIZE, countRootComments } from "./comments-visible";

/** What the load-more control does now; `Hidden` means it is not shown. */
export type CommentsLoadMore =
  { readonly _tag: "Hidden" } | { readonly _tag: "ShowLoaded" } | { readonly _tag: "FetchPage"; readonly page: number };

/**
 * Shown only when current_total is above 3 and there is more to see: loaded root comments
 * hidden by the collapsed view (reveal them), or pages left on the server (fetch the next one).
 */
export const commentsLoadMore = (state: CommentsListState): CommentsLoadMore => {
  if (state.counter.current_total <= COMMENTS_PREVIEW_SIZE) return { _tag: "Hidden" };
  if (!state.show_all_comments && countRootComments(state.comments) > COMMENTS_PREVIEW_SIZE) {
    return { _tag: "ShowLoaded" };
  }
  const { current_page, last_page } = state.pagination;
  return current_page < last_page ? { _tag: "FetchPage", page: current_page + 1 } : { _tag: "Hidden" };
};

export const isLoadMoreVisible = (state: CommentsListState): boolean => commentsLoadMore(state)._tag !== "Hidden";

/** The visitor chose to see every loaded comment. */
export const showAllComments = (state: CommentsListState): CommentsListState => ({ ...state, show_all_comments: true });
