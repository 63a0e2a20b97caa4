import { Form } from "react-router";
import { MODERATION_REASON_MAX } from "../../../core/domain/comment-moderation/moderation-reason";
import type { StaffCommentRow } from "../../../core/ports/staff-comments-api.port";
import { DeskTime } from "../staff-desk/desk-time";
import type { ModerationActionResult } from "./moderation-action-result";
import { MODERATION_FIELDS as F, MODERATION_INTENTS as I } from "./staff-comments.action";
import { STAFF_COMMENTS_TEXTS as T } from "./staff-comments-texts";

type Props = Readonly<{ row: StaffCommentRow; result: ModerationActionResult | null }>;

const titleOf = (row: StaffCommentRow): string =>
  row.is_review ? T.review(row.id) : row.parent_id === null ? T.comment(row.id) : T.reply(row.id);

/** Where the comment stands for visitors: hidden, under a hidden comment, deleted by its author, or visible. */
function StateBadge({ row }: { readonly row: StaffCommentRow }) {
  const [modifier, text] =
    row.hidden_at !== null
      ? ["hidden", T.hidden]
      : row.under_hidden
        ? ["hidden", T.underHidden]
        : row.is_deleted
          ? ["deleted", T.deleted]
          : ["visible", T.visible];
  return <span className={`moderation-state moderation-state--${modifier}`}>{text}</span>;
}

function CommentFacts({ row }: { readonly row: StaffCommentRow }) {
  return (
    <dl className="desk-facts">
      <dt>{T.author}</dt>
      <dd>{row.author.name}</dd>
      <dt>{T.written}</dt>
      <dd>
        <DeskTime at={row.created_at} />
      </dd>
      <dt>{T.page}</dt>
      <dd>{row.page.path === null ? `${row.page.title || T.noPage}` : <a href={row.page.path}>{row.page.title}</a>}</dd>
      {row.rating === null ? null : (
        <>
          <dt>{T.rating}</dt>
          <dd>{T.ratingValue(row.rating)}</dd>
        </>
      )}
      <dt>{T.text}</dt>
      <dd className="moderation-text">
        {row.is_deleted ? <p className="desk-hint">{T.deletedText}</p> : null}
        <p>{row.text}</p>
      </dd>
      {row.hidden_at === null ? null : (
        <>
          <dt>{T.hiddenAt}</dt>
          <dd>
            <DeskTime at={row.hidden_at} />
          </dd>
          <dt>{T.hiddenBy}</dt>
          <dd>{row.hidden_by?.name ?? T.unknownStaff}</dd>
          <dt>{T.hiddenReason}</dt>
          <dd>{row.hidden_reason}</dd>
        </>
      )}
    </dl>
  );
}

/** One comment or review: what it says, where, its state, and the form to hide it with a reason or restore it. */
export function ModerationCard({ row, result }: Props) {
  const mine = result?.comment_id === row.id ? result : null;
  const id = (name: string) => `comment-${row.id}-${name}`;
  const title = titleOf(row);
  const reasonError = mine?.reason_error ?? null;
  return (
    <article className="desk-card" aria-labelledby={id("title")}>
      <header className="desk-card__head">
        <h2 id={id("title")} className="desk-card__title">
          {title}
        </h2>
        <StateBadge row={row} />
      </header>
      <CommentFacts row={row} />
      <div role="status" aria-live="polite">
        {mine === null || reasonError !== null ? null : (
          <p className={mine.ok ? "form-message--success" : "form-message--error"}>{mine.message}</p>
        )}
      </div>
      {row.hidden_at === null ? (
        <Form method="post" className="desk-form" aria-label={T.hideLabel(title)}>
          <input type="hidden" name={F.comment} value={row.id} />
          <div className="form-field">
            <label htmlFor={id("reason")}>{T.reason}</label>
            <textarea
              id={id("reason")}
              name={F.reason}
              rows={2}
              required
              maxLength={MODERATION_REASON_MAX}
              defaultValue={mine?.ok === false ? mine.reason : ""}
              aria-invalid={reasonError === null ? undefined : true}
              aria-describedby={reasonError === null ? id("reason-hint") : `${id("reason-error")} ${id("reason-hint")}`}
            />
            {reasonError === null ? null : (
              <p className="form-field__error" id={id("reason-error")}>
                {reasonError}
              </p>
            )}
            <p className="desk-hint" id={id("reason-hint")}>
              {T.reasonHint}
            </p>
          </div>
          <button type="submit" className="button" name={F.intent} value={I.hide}>
            {T.hide}
          </button>
        </Form>
      ) : (
        <Form method="post" className="desk-form" aria-label={T.restoreLabel(title)}>
          <input type="hidden" name={F.comment} value={row.id} />
          <button type="submit" className="button" name={F.intent} value={I.restore}>
            {T.restore}
          </button>
        </Form>
      )}
    </article>
  );
}
