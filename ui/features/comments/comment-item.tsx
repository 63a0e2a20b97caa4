import { useState } from "react";
import { MOSCOW_TIME_ZONE } from "../../../core/domain/admission/moscow-time";
import type { Comment, CommentVote } from "../../../core/domain/comments/comment";
import { zonedDateTimeText } from "../../../core/domain/text/zoned-date-time-text";
import { AvatarImage } from "../../components/avatar-image";
import type { AttachComment } from "./comment-attachment-field";
import { CommentForm, type CommentFormValue } from "./comment-form";
import { CommentText } from "./comment-text";
import { CommentVotes } from "./comment-votes";
import { COMMENTS_TEXTS as T } from "./comments-texts";

/** What a comment's controls do; absent for a visitor who is not signed in (the block then invites to log in). */
export type CommentControls = {
  readonly viewerId: number;
  readonly attach: AttachComment | undefined;
  readonly vote: (id: number, action: CommentVote) => Promise<boolean>;
  readonly reply: (root: Comment, value: CommentFormValue) => Promise<boolean>;
  readonly edit: (id: number, value: CommentFormValue) => Promise<boolean>;
  readonly remove: (id: number) => Promise<boolean>;
  /** A visitor who is not signed in pressed a vote or «Ответить». */
  readonly askToLogIn: () => void;
};

type Mode = "read" | "reply" | "edit" | "confirm-remove";

const stars = (rating: number) => `${"★".repeat(rating)}${"☆".repeat(5 - rating)}`;

/** One comment, review or reply as the list shows it, with its votes and the author's own controls. */
export function CommentItem({
  comment,
  root,
  controls,
  signedIn,
}: {
  readonly comment: Comment;
  /** The thread's root: a reply to a reply joins the same thread. */
  readonly root: Comment;
  readonly controls: CommentControls;
  readonly signedIn: boolean;
}) {
  const [mode, setMode] = useState<Mode>("read");
  const [pending, setPending] = useState(false);
  const own = signedIn && comment.author.id === controls.viewerId;
  const headingId = `comment-${comment.id}-author`;
  const run = async (action: () => Promise<boolean>, after: Mode = "read") => {
    setPending(true);
    const ok = await action();
    setPending(false);
    if (ok) setMode(after);
  };
  return (
    <article
      className={`comment${comment.is_new ? " comment--new" : ""}`}
      id={`comment-${comment.id}`}
      aria-labelledby={headingId}
    >
      <header className="comment__head">
        <AvatarImage
          image={comment.author.avatar === null ? null : { filename: comment.author.avatar }}
          size={40}
          className="comment__avatar"
        />
        <p className="comment__meta">
          <span className="comment__author" id={headingId}>
            {comment.author.name}
          </span>{" "}
          <time dateTime={comment.created_at} className="comment__time">
            {zonedDateTimeText(new Date(comment.created_at), MOSCOW_TIME_ZONE)}
            <span className="visually-hidden"> {T.moscowTime}</span>
          </time>
          {comment.is_updated && !comment.is_deleted ? <span className="comment__mark">{T.updated}</span> : null}
          {comment.is_new ? <span className="comment__mark comment__mark--new">{T.fresh}</span> : null}
        </p>
      </header>
      {comment.is_review && comment.rating !== null ? (
        <p className="comment__review">
          <span className="comment__badge">{T.review}</span>{" "}
          <span className="comment__stars" aria-hidden="true">
            {stars(comment.rating)}
          </span>
          <span className="visually-hidden">{T.ratingOf(comment.rating)}</span>
        </p>
      ) : null}
      {comment.is_deleted ? (
        <p className="comment__deleted">{T.deleted}</p>
      ) : mode === "edit" ? (
        <CommentForm
          formKey={`edit-${comment.id}`}
          label={T.editLabel}
          submitText={T.save}
          pendingText={T.saving}
          initialText={comment.text}
          initialAttachment={
            comment.attachment_id === null || comment.attachment_url === null
              ? null
              : { id: comment.attachment_id, url: comment.attachment_url }
          }
          attach={controls.attach}
          autoFocus
          onSubmit={async (value) => {
            const ok = await controls.edit(comment.id, value);
            if (ok) setMode("read");
            return ok;
          }}
          onCancel={() => setMode("read")}
        />
      ) : (
        <>
          <CommentText text={comment.text} />
          {comment.attachment_url === null ? null : (
            <a className="comment__picture" href={comment.attachment_url} target="_blank" rel="noopener">
              <img
                src={comment.attachment_url}
                alt={T.attachmentAlt(comment.author.name)}
                loading="lazy"
                decoding="async"
                width={320}
                height={240}
              />
            </a>
          )}
        </>
      )}
      {comment.is_deleted || mode === "edit" ? null : (
        <footer className="comment__actions">
          <CommentVotes
            comment={comment}
            own={own}
            pending={pending}
            onVote={(action) =>
              signedIn ? void run(() => controls.vote(comment.id, action), mode) : controls.askToLogIn()
            }
          />
          <button
            type="button"
            className="comment__action"
            aria-expanded={mode === "reply"}
            onClick={() => (signedIn ? setMode(mode === "reply" ? "read" : "reply") : controls.askToLogIn())}
          >
            {T.reply}
          </button>
          {own ? (
            <>
              <button type="button" className="comment__action" onClick={() => setMode("edit")}>
                {T.edit}
              </button>
              <button type="button" className="comment__action" onClick={() => setMode("confirm-remove")}>
                {T.remove}
              </button>
            </>
          ) : null}
        </footer>
      )}
      {mode === "confirm-remove" ? (
        <div className="comment__confirm" role="group" aria-label={T.confirmRemove}>
          <span>{T.confirmRemove}</span>
          <button
            type="button"
            className="button button--danger"
            disabled={pending}
            onClick={() => void run(() => controls.remove(comment.id))}
          >
            {T.yesRemove}
          </button>
          <button type="button" className="button button--outline" onClick={() => setMode("read")}>
            {T.cancel}
          </button>
        </div>
      ) : null}
      {mode === "reply" ? (
        <CommentForm
          formKey={`reply-${comment.id}`}
          label={T.replyLabel(comment.author.name)}
          submitText={T.submit}
          pendingText={T.sending}
          attach={controls.attach}
          autoFocus
          onSubmit={async (value) => {
            const ok = await controls.reply(root, value);
            if (ok) setMode("read");
            return ok;
          }}
          onCancel={() => setMode("read")}
        />
      ) : null}
    </article>
  );
}
