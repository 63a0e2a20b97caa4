import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useFormAction, useLocation } from "react-router";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import { fieldState } from "../../../core/domain/forms/field-state";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import { hrefFor } from "../../../core/domain/route/href-for";
import { useSiteSettings } from "../../data/use-main-data";
import { callTrackingSessionId } from "./call-tracking-session";
import type { RequestFormActionData } from "./request-form.action";
import type { RequestFormField } from "./request-form-fields";
import { HIDDEN_FIELDS } from "./request-form-submission";
import { outcomeMessages, REQUEST_FORM_TEXTS as T } from "./request-form-texts";
import "./request-form.css";

type Result = RequestFormActionData["requestForm"];

type Props = {
  /** The topic sent with the request, telling staff where it was left. */
  readonly subject: string;
  /** The referrer of the page load as the server saw it; the browser's own value replaces it on submit. */
  readonly referrer: string;
  /** The id of the element that names the form (the section heading). */
  readonly labelledBy: string;
  /** The anchor of the form's section: a post without JavaScript comes back scrolled to it. */
  readonly anchor: string;
};

const errorsOf = (result: Result | null): FieldErrors =>
  result?.outcome._tag === "Invalid" ? result.outcome.fields : {};

const setHidden = (form: HTMLFormElement, name: string, value: string) => {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
};

/**
 * The request form of spec 7 (simple-form). Without JavaScript it is a plain POST to the route's action and the
 * page comes back with the outcome; with it, a fetcher posts in place. Field errors of a 422 show at their field
 * (the first message each) until the field is changed; the outcome is announced in a live region.
 */
export function RequestForm({ subject, referrer, labelledBy, anchor }: Props) {
  const fetcher = useFetcher<RequestFormActionData>();
  const posted = useActionData<RequestFormActionData>();
  const result = fetcher.data?.requestForm ?? posted?.requestForm ?? null;
  const [shown, setShown] = useState(result);
  const [errors, setErrors] = useState(errorsOf(result));
  if (shown !== result) {
    setShown(result);
    setErrors(errorsOf(result));
  }
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const location = useLocation();
  const origin = useSiteSettings()?.origin ?? "";
  const action = `${useFormAction()}#${anchor}`;
  // Field ids from the section anchor, unique on the page and the same in the server and the browser render.
  const id = `${anchor}-form`;

  useEffect(() => {
    const form = formRef.current;
    if (form === null || result === null) return;
    if (result.outcome._tag === "Sent") form.reset();
    if (result.outcome._tag === "Invalid") form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    const form = event.currentTarget;
    setHidden(form, HIDDEN_FIELDS.pageUrl, window.location.href);
    setHidden(form, HIDDEN_FIELDS.referrer, document.referrer);
    setHidden(form, HIDDEN_FIELDS.trackingSession, callTrackingSessionId(window) ?? "");
  };

  const submitted = result !== null && result.outcome._tag !== "Sent";
  const field = (name: RequestFormField) => ({
    name,
    id: `${id}-${name}`,
    error: errors[name] ?? null,
    state: fieldState(errors, name, submitted),
    defaultValue: result?.values[name] ?? "",
    onEdit: () => setErrors((current) => (Object.hasOwn(current, name) ? clearFieldError(current, name) : current)),
  });
  const messages = result === null ? [] : outcomeMessages(result.outcome);
  const tone = result?.outcome._tag === "Sent" ? "success" : "error";

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      className="request-form"
      aria-labelledby={labelledBy}
      aria-busy={busy}
      onSubmit={onSubmit}
    >
      <input type="hidden" name={HIDDEN_FIELDS.subject} value={subject} />
      <input
        type="hidden"
        name={HIDDEN_FIELDS.pageUrl}
        defaultValue={`${origin}${location.pathname}${location.search}`}
      />
      <input type="hidden" name={HIDDEN_FIELDS.referrer} defaultValue={referrer} />
      <input type="hidden" name={HIDDEN_FIELDS.trackingSession} defaultValue="" />
      <div className="request-form__status" aria-live="polite" aria-atomic="true">
        {messages.length > 0 ? (
          <div className={`form-message--${tone}`}>
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        ) : null}
      </div>
      <div className="request-form__grid">
        <Field {...field("name")} label={T.labels.name} required>
          {(props) => <input {...props} type="text" autoComplete="name" maxLength={100} />}
        </Field>
        <Field {...field("phone")} label={T.labels.phone} hint={T.hints.phone} required>
          {(props) => <input {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={32} />}
        </Field>
        <Field {...field("email")} label={T.labels.email}>
          {(props) => <input {...props} type="email" inputMode="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field {...field("message")} label={T.labels.message} hint={T.hints.message} wide>
          {(props) => <textarea {...props} rows={4} maxLength={2000} />}
        </Field>
      </div>
      <p className="request-form__consent">
        {T.consentBefore}
        <Link to={hrefFor({ screen: "consent-personal-data", params: {} })}>{T.consentLink}</Link>
        {T.consentMiddle}
        <Link to={hrefFor({ screen: "privacy-policy", params: {} })}>{T.policyLink}</Link>
        {T.consentAfter}
      </p>
      <button className="button button--primary request-form__submit" type="submit">
        {busy ? T.sending : T.submit}
      </button>
    </fetcher.Form>
  );
}

type ControlProps = {
  readonly id: string;
  readonly name: string;
  readonly required: boolean;
  readonly defaultValue: string;
  readonly "aria-invalid": boolean;
  readonly "aria-describedby": string | undefined;
  readonly onChange: () => void;
};

type FieldProps = {
  readonly name: RequestFormField;
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly wide?: boolean;
  readonly error: string | null;
  readonly state: "success" | "error" | null;
  readonly defaultValue: string;
  readonly onEdit: () => void;
  readonly children: (props: ControlProps) => ReactNode;
};

function Field({
  name,
  id,
  label,
  hint,
  required = false,
  wide = false,
  error,
  state,
  defaultValue,
  onEdit,
  children,
}: FieldProps) {
  const hintId = hint === undefined ? null : `${id}-hint`;
  const errorId = error === null ? null : `${id}-error`;
  const describedBy = [errorId, hintId].filter((part) => part !== null).join(" ") || undefined;
  return (
    <div className={`form-field${state === null ? "" : ` form-field--${state}`}${wide ? " request-form__wide" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="request-form__optional"> ({T.optional})</span>}
      </label>
      {children({
        id,
        name,
        required,
        defaultValue,
        "aria-invalid": error !== null,
        "aria-describedby": describedBy,
        onChange: onEdit,
      })}
      {hintId === null ? null : (
        <p className="request-form__hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId === null ? null : (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
