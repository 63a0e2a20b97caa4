import { useCallback, useEffect, useRef, useState } from "react";
import { match } from "ts-pattern";
import type { Comment, CommentsListState, CommentVote } from "../../../core/domain/comments/comment";
import type { CommentDraft } from "../../../core/domain/comments/comment-payloads";
import {
  deleteCommentPayload,
  editCommentPayload,
  rateCommentPayload,
  sendCommentPayload,
} from "../../../core/domain/comments/comment-payloads";
import type { CommentSortColumn } from "../../../core/domain/comments/comment-sort";
import { addComment } from "../../../core/domain/comments/comments-list-add";
import { deleteComment } from "../../../core/domain/comments/comments-list-delete";
import { editComment } from "../../../core/domain/comments/comments-list-edit";
import { commentsLoadFailed, startCommentsLoading } from "../../../core/domain/comments/comments-list-loading";
import { commentRepliesLoaded } from "../../../core/domain/comments/comments-list-replies";
import { changeCommentsSort } from "../../../core/domain/comments/comments-list-sort";
import { commentVotesCounted } from "../../../core/domain/comments/comments-list-vote";
import { commentsLoadMore, showAllComments } from "../../../core/domain/comments/comments-load-more";
import type { Result } from "../../../core/domain/shared/result";
import type { CommentsApi } from "../../../core/ports/comments-api.port";
import { loadReplies, loadRootPage } from "./comments-block-load";

/** What the visitor asks of a comment block; each answers whether it went through. */
export type CommentsActions = {
  readonly changeSort: (column: CommentSortColumn) => Promise<boolean>;
  readonly loadMore: () => Promise<boolean>;
  readonly loadReplies: (parent_id: number) => Promise<boolean>;
  readonly send: (
    draft: CommentDraft & { reply_to: number | null; is_review: boolean; rating: number | null },
  ) => Promise<boolean>;
  readonly edit: (id: number, draft: CommentDraft) => Promise<boolean>;
  readonly remove: (id: number) => Promise<boolean>;
  readonly vote: (id: number, action: CommentVote) => Promise<boolean>;
};

export type CommentsList = {
  readonly state: CommentsListState;
  /** The last action failed (spec 8: the alert «Произошла ошибка»); the list is as it was before it. */
  readonly failed: boolean;
  readonly actions: CommentsActions;
};

/** A rule's new state, or the current one when the rule refuses (the entry is gone from this view meanwhile). */
const orKeep = (state: CommentsListState, next: Result<CommentsListState, unknown>): CommentsListState =>
  next.ok ? next.value : state;

/**
 * The comment block's list in the browser: the core's list rules (spec 3, 4) applied to what the calls answer.
 * A failed call changes nothing on screen but the alert, which the next successful action takes away.
 */
export function useCommentsList(api: CommentsApi, initial: CommentsListState, initiallyFailed: boolean): CommentsList {
  const [state, setState] = useState(initial);
  const [failed, setFailed] = useState(initiallyFailed);
  // The list as last rendered, for the actions' calls (events come after the render they act on).
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  }, [state]);

  const settle = useCallback((ok: boolean) => {
    setFailed(!ok);
    return ok;
  }, []);

  const changeSort = useCallback(
    async (column: CommentSortColumn) => {
      const sorted = startCommentsLoading(changeCommentsSort(current.current, column));
      const before = current.current;
      setState(sorted);
      const loaded = await loadRootPage(api, sorted, 1);
      setState(loaded ?? commentsLoadFailed(before));
      return settle(loaded !== null);
    },
    [api, settle],
  );

  const loadMore = useCallback(async () => {
    const step = commentsLoadMore(current.current);
    return match(step)
      .with({ _tag: "Hidden" }, async () => true)
      .with({ _tag: "ShowLoaded" }, async () => {
        setState(showAllComments);
        return settle(true);
      })
      .with({ _tag: "FetchPage" }, async ({ page }) => {
        setState(startCommentsLoading);
        const loaded = await loadRootPage(api, current.current, page);
        setState(loaded ?? commentsLoadFailed(current.current));
        return settle(loaded !== null);
      })
      .exhaustive();
  }, [api, settle]);

  const loadThread = useCallback(
    async (parent_id: number) => {
      const replies = await loadReplies(api, current.current, parent_id);
      if (replies !== null) setState((s) => orKeep(s, commentRepliesLoaded(s, parent_id, replies)));
      return settle(replies !== null);
    },
    [api, settle],
  );

  const send = useCallback<CommentsActions["send"]>(
    async (draft) => {
      const sent = await api.send(sendCommentPayload(current.current, draft));
      if (sent !== null) setState((s) => orKeep(s, addComment(s, sent)));
      return settle(sent !== null);
    },
    [api, settle],
  );

  const edit = useCallback(
    async (id: number, draft: CommentDraft) => {
      const edited = await api.edit(editCommentPayload(id, draft));
      if (edited !== null) setState((s) => orKeep(s, editComment(s, edited)));
      return settle(edited !== null);
    },
    [api, settle],
  );

  const remove = useCallback(
    async (id: number) => {
      const removed = await api.delete(deleteCommentPayload(id));
      if (removed !== null) setState((s) => orKeep(s, deleteComment(s, id)));
      return settle(removed !== null);
    },
    [api, settle],
  );

  const vote = useCallback(
    async (id: number, action: CommentVote) => {
      const counted = await api.rate(rateCommentPayload(id, action));
      if (counted !== null) setState((s) => orKeep(s, commentVotesCounted(s, id, counted)));
      return settle(counted !== null);
    },
    [api, settle],
  );

  return {
    state,
    failed,
    actions: { changeSort, loadMore, loadReplies: loadThread, send, edit, remove, vote },
  };
}

export type { Comment };
