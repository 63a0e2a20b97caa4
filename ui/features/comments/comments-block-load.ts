import type { Comment, CommentRelation, CommentsListState } from "../../../core/domain/comments/comment";
import { commentsPageLoaded } from "../../../core/domain/comments/comments-list-page";
import { commentsListQuery } from "../../../core/domain/comments/comments-list-query";
import { commentRepliesLoaded } from "../../../core/domain/comments/comments-list-replies";
import type { CommentsApi } from "../../../core/ports/comments-api.port";

/** Pages of one comment's replies read at once (10 each): a thread longer than that is rare. */
const REPLY_PAGES = 5;

/** Every reply of one comment (oldest first, up to REPLY_PAGES pages); null when a read failed. */
export async function loadReplies(
  api: CommentsApi,
  list: CommentRelation,
  parent_id: number,
): Promise<readonly Comment[] | null> {
  const replies: Comment[] = [];
  for (let page = 1; page <= REPLY_PAGES; page += 1) {
    const query = commentsListQuery({ ...list, sort_column: "created_at" }, page, { _tag: "Replies", parent_id });
    const loaded = await api.list(query);
    if (loaded === null) return null;
    replies.push(...loaded.comments);
    if (page >= loaded.pagination.last_page) break;
  }
  return replies;
}

/** The replies of the given root comments placed after each (those that have any); null when a read failed. */
export async function withReplies(
  api: CommentsApi,
  state: CommentsListState,
  roots: readonly Comment[],
): Promise<CommentsListState | null> {
  const threads = roots.filter((comment) => comment.parent_id === null && comment.replies_count > 0);
  const loaded = await Promise.all(threads.map((root) => loadReplies(api, state, root.id)));
  let next = state;
  for (const [i, replies] of loaded.entries()) {
    const root = threads[i];
    if (replies === null || root === undefined) return null;
    const placed = commentRepliesLoaded(next, root.id, replies);
    if (placed.ok) next = placed.value;
  }
  return next;
}

/** Page `page` of the root comments appended (or, for page 1, loaded afresh) with their replies; null on failure. */
export async function loadRootPage(
  api: CommentsApi,
  state: CommentsListState,
  page: number,
): Promise<CommentsListState | null> {
  const loaded = await api.list(commentsListQuery(state, page, { _tag: "Roots" }));
  if (loaded === null) return null;
  return withReplies(api, commentsPageLoaded(state, loaded), loaded.comments);
}
