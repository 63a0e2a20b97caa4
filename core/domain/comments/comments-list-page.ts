import type { Comment, CommentsCounter, CommentsListState, CommentsPagination } from "./comment";
import { freshComments } from "./comments-list-lookup";

/** One page of the root comments grid as the domain sees it. */
export type CommentsPage = {
  readonly comments: readonly Comment[];
  readonly pagination: CommentsPagination;
  readonly counter: CommentsCounter;
};

/**
 * Page 1 replaces the list (a fresh load); a later page is appended without repeating ids
 * (local additions shift the server's offsets) and expands the list, since the visitor asked for more.
 * Pagination and counters come from the server.
 */
export const commentsPageLoaded = (state: CommentsListState, page: CommentsPage): CommentsListState => {
  const fresh = page.pagination.current_page === 1;
  return {
    ...state,
    comments: fresh
      ? freshComments([], page.comments)
      : [...state.comments, ...freshComments(state.comments, page.comments)],
    pagination: page.pagination,
    counter: page.counter,
    loading: false,
    show_all_comments: fresh ? state.show_all_comments : true,
  };
};
