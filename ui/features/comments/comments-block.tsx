import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { CommentSortColumn } from "../../../core/domain/comments/comment-sort";
import { commentThreads } from "../../../core/domain/comments/comment-threads";
import { commentsLoadMore } from "../../../core/domain/comments/comments-load-more";
import {
  COMMENTS_ANCHOR,
  type CommentsPageParams,
  commentsPageQuery,
} from "../../../core/domain/comments/comments-page-params";
import { visibleComments } from "../../../core/domain/comments/comments-visible";
import { useApi } from "../../app/services";
import { useUserSession } from "../../session/user-session";
import { LoginDialogSlot } from "../auth-dialog/login-dialog-slot";
import type { AttachComment } from "./comment-attachment-field";
import { CommentForm } from "./comment-form";
import { type CommentControls, CommentItem } from "./comment-item";
import { COMMENTS_TEXTS as T } from "./comments-texts";
import type { CommentsBlockData } from "./load-comments-block";
import { useCommentsList } from "./use-comments-list";

const SORTS: readonly { readonly column: CommentSortColumn; readonly text: string }[] = [
  { column: "rating", text: T.sortRating },
  { column: "created_at", text: T.sortDate },
];

/** A plain click (no modifier): the block handles it in place; any other click follows the link. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The comment block of an institution, degree program, education base or blog post page (ADR 060). The server
 * renders the loaded threads, so they read without JavaScript; sorting and «Показать ещё» are links to the page with
 * the block's parameters, which the browser handles in place. Signed-in visitors write, reply, edit, delete and vote;
 * others are invited to log in or register and come back here.
 */
export function CommentsBlock({ data }: { readonly data: CommentsBlockData }) {
  const api = useApi();
  const { user, loggedIn } = useUserSession();
  const location = useLocation();
  const { state, failed, actions } = useCommentsList(api.comments, data.state, data.failed);
  const [loginOpen, setLoginOpen] = useState(false);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  const here = `${location.pathname}${location.search}#${COMMENTS_ANCHOR}`;
  const attach = useCallback<AttachComment>((file) => api.comments.attach(file), [api]);

  const hrefOf = (params: CommentsPageParams) => {
    const search = new URLSearchParams(location.search);
    search.delete("comments_sort");
    search.delete("comments_pages");
    for (const [name, value] of commentsPageQuery(params)) search.set(name, value);
    const query = search.toString();
    return `${location.pathname}${query === "" ? "" : `?${query}`}#${COMMENTS_ANCHOR}`;
  };

  const controls: CommentControls = {
    viewerId: user.id,
    attach,
    vote: actions.vote,
    reply: (root, value) => actions.send({ ...value, reply_to: root.id, is_review: false, rating: null }),
    edit: (id, value) => actions.edit(id, { text: value.text, attachment_id: value.attachment_id }),
    remove: actions.remove,
    askToLogIn: () => setLoginOpen(true),
  };

  // Says the block's handlers are there (as the root's data-hydrated does for the page): the island hydrates late.
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.setAttribute("data-ready", "true"), []);

  const loadMore = commentsLoadMore(state);
  const threads = commentThreads(visibleComments(state));
  const title = data.reviews ? T.titleWithReviews : T.title;
  return (
    <section
      ref={section}
      id={COMMENTS_ANCHOR}
      className="comments"
      aria-labelledby="comments-title"
      aria-busy={state.loading}
    >
      <h2 id="comments-title" className="comments__title">
        {title} <span className="comments__count">{T.count(state.counter.all)}</span>
      </h2>
      {failed ? (
        <p className="comments__alert" role="alert">
          {T.failure}
        </p>
      ) : null}
      {loggedIn ? (
        <div className="comments__compose">
          <h3 className="comments__subtitle">{T.formTitle}</h3>
          <CommentForm
            formKey="new"
            label={T.textLabel}
            submitText={T.submit}
            pendingText={T.sending}
            allowReview={data.reviews}
            attach={attach}
            onSubmit={(value) => actions.send({ ...value, reply_to: null })}
          />
        </div>
      ) : (
        <div className="comments__invite">
          <p>{T.loginPrompt}</p>
          <p className="comments__invite-actions">
            <button type="button" className="button button--primary needs-js" onClick={() => setLoginOpen(true)}>
              {T.login}
            </button>
            <a className="button button--outline" href={data.registerHref}>
              {T.register}
            </a>
          </p>
        </div>
      )}
      {state.counter.current_total === 0 && state.comments.length === 0 ? (
        <p className="comments__empty">{loggedIn ? T.emptyInvite : T.empty}</p>
      ) : (
        <>
          <nav className="comments__sort" aria-label={T.sortLabel}>
            {SORTS.map(({ column, text }) => (
              <a
                key={column}
                href={hrefOf({ sort_column: column, pages: 1 })}
                aria-current={state.sort_column === column ? "true" : undefined}
                className="comments__sort-link"
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  if (state.sort_column !== column && !state.loading) void actions.changeSort(column);
                }}
              >
                {text}
              </a>
            ))}
          </nav>
          <ol className="comments__list">
            {threads.map(({ root, replies }) => (
              <li key={root.id} className="comments__thread">
                <CommentItem comment={root} root={root} controls={controls} signedIn={loggedIn} />
                {replies.length > 0 ? (
                  <ol className="comments__replies">
                    {replies.map((reply) => (
                      <li key={reply.id}>
                        <CommentItem comment={reply} root={root} controls={controls} signedIn={loggedIn} />
                      </li>
                    ))}
                  </ol>
                ) : root.replies_count > 0 ? (
                  <button
                    type="button"
                    className="comments__replies-more"
                    onClick={() => void actions.loadReplies(root.id)}
                  >
                    {T.showReplies(root.replies_count)}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
          {loadMore._tag === "Hidden" ? null : (
            <a
              className="button button--outline comments__more"
              href={hrefOf({ sort_column: state.sort_column, pages: state.pagination.current_page + 1 })}
              aria-disabled={state.loading || undefined}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                if (!state.loading) void actions.loadMore();
              }}
            >
              {state.loading ? T.loading : T.loadMore}
            </a>
          )}
        </>
      )}
      <LoginDialogSlot open={loginOpen} onClose={closeLogin} continueTo={here} />
    </section>
  );
}
