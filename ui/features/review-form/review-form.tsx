import { type FormEvent, useRef } from "react";
import { Link, useActionData, useFetcher, useFormAction } from "react-router";
import { fieldState } from "../../../core/domain/forms/field-state";
import { hrefFor } from "../../../core/domain/route/href-for";
import { FormExtrasInputs, fillFormExtras } from "../request-form/form-extras-inputs";
import { FormField } from "../request-form/form-field";
import { REQUEST_FORM_TEXTS } from "../request-form/request-form-texts";
import { useFormOutcome, useOneSubmission } from "../request-form/use-form-outcome";
import type { ReviewFormActionData } from "./review-form.action";
import type { ReviewFormField } from "./review-form-fields";
import { RatingField } from "./rating-field";
import { REVIEW_FORM_TEXTS as T, reviewOutcomeMessages } from "./review-form-texts";
import "../request-form/request-form.css";
import "./review-form.css";

type Props = {
  /** The referrer of the page load as the server saw it; the browser's own value replaces it on submit. */
  readonly referrer: string;
  /** The id of the element that names the form (the section heading). */
  readonly labelledBy: string;
  /** The anchor of the form's section: a post without JavaScript comes back scrolled to it. */
  readonly anchor: string;
};

/**
 * The leave-review form of spec 7 at the bottom of /reviews/. Without JavaScript it is a plain POST to the route's
 * action and the page comes back with the outcome; with it, a fetcher posts in place, once however often the button
 * is pressed. The server's first message of each field shows under it until the field is changed.
 */
export function ReviewForm({ referrer, labelledBy, anchor }: Props) {
  const fetcher = useFetcher<ReviewFormActionData>();
  const posted = useActionData<ReviewFormActionData>();
  const result = fetcher.data?.reviewForm ?? posted?.reviewForm ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, clear, submitted } = useFormOutcome(result, formRef);
  const busy = fetcher.state !== "idle";
  const once = useOneSubmission(busy);
  const action = `${useFormAction()}#${anchor}`;
  const id = `${anchor}-form`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (once(event)) fillFormExtras(event.currentTarget);
  };

  const field = (name: ReviewFormField) => ({
    name,
    id: `${id}-${name}`,
    error: errors[name] ?? null,
    state: fieldState(errors, name, submitted),
    defaultValue: result?.values[name] ?? "",
    onEdit: () => clear(name),
  });
  const messages = result === null ? [] : reviewOutcomeMessages(result.outcome);
  const tone = result?.outcome._tag === "Sent" ? "success" : "error";

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      className="request-form review-form"
      aria-labelledby={labelledBy}
      aria-busy={busy}
      onSubmit={onSubmit}
    >
      <FormExtrasInputs referrer={referrer} />
      <div className="request-form__status" aria-live="polite" aria-atomic="true">
        {messages.length > 0 ? (
          <div className={`form-message--${tone}`}>
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </div>
      <div className="review-form__grid">
        <FormField {...field("name")} label={T.labels.name} required>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField {...field("email")} label={T.labels.email} hint={T.hints.email}>
          {(props) => <input {...props} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
        </FormField>
        <RatingField {...field("rating")} />
        <FormField {...field("text")} label={T.labels.text} required wide>
          {(props) => <textarea {...props} rows={6} maxLength={5000} />}
        </FormField>
      </div>
      <p className="request-form__consent">
        {T.consentBefore}
        <Link to={hrefFor({ screen: "consent-personal-data", params: {} })}>{REQUEST_FORM_TEXTS.consentLink}</Link>
        {REQUEST_FORM_TEXTS.consentMiddle}
        <Link to={hrefFor({ screen: "privacy-policy", params: {} })}>{REQUEST_FORM_TEXTS.policyLink}</Link>
        {REQUEST_FORM_TEXTS.consentAfter}
      </p>
      <button className="button button--primary request-form__submit" type="submit">
        {fetcher.state === "submitting" ? T.sending : T.submit}
      </button>
    </fetcher.Form>
  );
}
