import { type FormEvent, useEffect, useRef, useState } from "react";
import { COMMENT_TEXT_MAX } from "../../../core/application/comments/comment-limits";
import type { CommentDraft } from "../../../core/domain/comments/comment-payloads";
import { CommentAttachmentField, type AttachComment, type ChosenAttachment } from "./comment-attachment-field";
import { COMMENTS_TEXTS as T } from "./comments-texts";

export type CommentFormValue = CommentDraft & { readonly is_review: boolean; readonly rating: number | null };

type Props = {
  /** Unique on the page: the form's field ids derive from it. */
  readonly formKey: string;
  readonly label: string;
  readonly submitText: string;
  readonly pendingText: string;
  readonly initialText?: string;
  readonly initialAttachment?: ChosenAttachment | null;
  /** A top-level entry on a page that takes reviews: the visitor picks a comment or a review with a score. */
  readonly allowReview?: boolean;
  readonly attach?: AttachComment | undefined;
  readonly onSubmit: (value: CommentFormValue) => Promise<boolean>;
  readonly onCancel?: () => void;
  readonly autoFocus?: boolean;
};

const STARS = [1, 2, 3, 4, 5] as const;
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * Writing a comment, a review, a reply or an edit: the text with its counter (the core's 5 000-character limit),
 * a score for a review, one picture. Sent only when the text and score are there; a failed call keeps what was typed.
 */
export function CommentForm(props: Props) {
  const { formKey, label, allowReview = false } = props;
  const form = useRef<HTMLFormElement>(null);
  const [length, setLength] = useState(() => lengthOf(props.initialText ?? ""));
  const [isReview, setIsReview] = useState(false);
  const [attachment, setAttachment] = useState<ChosenAttachment | null>(props.initialAttachment ?? null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ field: "text" | "rating"; message: string } | null>(null);
  const id = `comment-form-${formKey}`;

  // The fields are the DOM's own: what was typed or chosen before the block hydrated counts as well.
  useEffect(() => {
    if (form.current === null) return;
    const data = new FormData(form.current);
    setLength(lengthOf(String(data.get("text") ?? "")));
    setIsReview(data.get("kind") === "review");
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const text = String(data.get("text") ?? "").trim();
    const review = data.get("kind") === "review";
    const rating = review ? Number(data.get("rating")) || null : null;
    if (text === "") return setError({ field: "text", message: T.textRequired });
    if (lengthOf(text) > COMMENT_TEXT_MAX) return setError({ field: "text", message: T.tooLong });
    if (review && rating === null) return setError({ field: "rating", message: T.ratingRequired });
    setError(null);
    setPending(true);
    const sent = await props.onSubmit({ text, attachment_id: attachment?.id ?? null, is_review: review, rating });
    setPending(false);
    if (sent && props.initialText === undefined) {
      element.reset();
      setLength(0);
      setIsReview(false);
      setAttachment(null);
    }
  };

  const textError = error?.field === "text" ? error.message : null;
  return (
    <form ref={form} className="comment-form" aria-busy={pending} noValidate onSubmit={onSubmit}>
      {allowReview ? (
        <fieldset className="comment-form__kind">
          <legend>{T.kindLegend}</legend>
          {(["comment", "review"] as const).map((kind) => (
            <label key={kind} className="comment-form__choice">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={kind === "comment"}
                onChange={() => setIsReview(kind === "review")}
              />{" "}
              {kind === "review" ? T.kindReview : T.kindComment}
            </label>
          ))}
        </fieldset>
      ) : null}
      {isReview ? (
        <fieldset
          className="comment-form__stars"
          aria-invalid={error?.field === "rating"}
          aria-describedby={error?.field === "rating" ? `${id}-rating-error` : undefined}
        >
          <legend>{T.ratingLegend}</legend>
          {STARS.map((value) => (
            <label key={value} className="comment-form__star">
              <input type="radio" name="rating" value={value} aria-label={T.star(value)} />
              <span aria-hidden="true">★</span>
            </label>
          ))}
          {error?.field === "rating" ? (
            <p className="form-field__error" id={`${id}-rating-error`}>
              {error.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <label className="comment-form__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className="comment-form__text"
        name="text"
        rows={4}
        defaultValue={props.initialText}
        // The browser counts UTF-16 units; the counter and the check count characters, as the server does.
        maxLength={COMMENT_TEXT_MAX * 2}
        required
        autoFocus={props.autoFocus}
        aria-invalid={textError !== null}
        aria-describedby={`${id}-counter${textError === null ? "" : ` ${id}-text-error`}`}
        onInput={(event) => setLength(lengthOf(event.currentTarget.value))}
      />
      <p
        id={`${id}-counter`}
        className={`comment-form__counter${length > COMMENT_TEXT_MAX ? " comment-form__counter--over" : ""}`}
      >
        {T.counter(length)}
      </p>
      {textError === null ? null : (
        <p className="form-field__error" id={`${id}-text-error`}>
          {textError}
        </p>
      )}
      {props.attach === undefined ? null : (
        <CommentAttachmentField id={id} attach={props.attach} value={attachment} onChange={setAttachment} />
      )}
      <div className="comment-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? props.pendingText : props.submitText}
        </button>
        {props.onCancel === undefined ? null : (
          <button type="button" className="button button--outline" onClick={props.onCancel}>
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
