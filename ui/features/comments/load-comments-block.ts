import type { RouterContextProvider } from "react-router";
import { requestApiContext } from "../../app/request-context";
import type { CommentRelation, CommentsListState } from "../../../core/domain/comments/comment";
import { commentsLoadFailed } from "../../../core/domain/comments/comments-list-loading";
import { COMMENTS_ANCHOR, commentsPageParams } from "../../../core/domain/comments/comments-page-params";
import { registerHref } from "../account-forms/account-paths";
import { initialCommentsListState } from "../../../core/domain/comments/comments-list-initial";
import { showAllComments } from "../../../core/domain/comments/comments-load-more";
import type { CommentsApi } from "../../../core/ports/comments-api.port";
import { loadRootPage } from "./comments-block-load";

/** What a page's loader hands its comment block (ADR 060). */
export type CommentsBlockData = {
  readonly state: CommentsListState;
  /** The comments could not be read: the block says so instead of «no comments yet». */
  readonly failed: boolean;
  /** Reviews with a score may be written here (catalogue pages; a blog post takes comments only). */
  readonly reviews: boolean;
  /** Registration that brings the visitor back to the block (made here: its code stays off the page's first load). */
  readonly registerHref: string;
};

/**
 * The block as the server renders it: the pages of root comments the address asks for (`comments_pages`, in the
 * order `comments_sort` names), each with its replies, so that the whole thread reads without JavaScript.
 */
export async function loadCommentsBlock(
  api: CommentsApi,
  relation: CommentRelation,
  url: URL,
  reviews: boolean,
): Promise<CommentsBlockData> {
  const params = commentsPageParams(url.searchParams);
  const back = { reviews, registerHref: registerHref(`${url.pathname}${url.search}#${COMMENTS_ANCHOR}`) };
  let state = initialCommentsListState(relation, params.sort_column);
  for (let page = 1; page <= params.pages; page += 1) {
    const next = await loadRootPage(api, state, page);
    if (next === null) return { state: commentsLoadFailed(state), failed: true, ...back };
    state = next;
    if (page >= state.pagination.last_page) break;
  }
  return { state: params.pages > 1 ? showAllComments(state) : state, failed: false, ...back };
}

/** A page loader's comment block: the request's comments port (in-process on the server, ADR 039). */
export const loadPageComments = (
  args: { readonly context: Readonly<RouterContextProvider>; readonly url: URL },
  relation: CommentRelation,
  reviews: boolean,
): Promise<CommentsBlockData> =>
  loadCommentsBlock(args.context.get(requestApiContext).comments, relation, args.url, reviews);
