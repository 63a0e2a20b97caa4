import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import { hrefFor } from "../../../core/domain/route/href-for";
import { useApi } from "../../app/services";
import { AccountField } from "./account-field";
import { accountFormOutcome } from "./account-form-outcome";
import { ACCOUNT_FORM_TEXTS as T } from "./account-form-texts";
import { focusFirstError } from "./focus-first-error";

const FIELDS = ["first_name", "last_name", "email", "password"] as const;

/**
 * Registration: names, e-mail, password and the consent to the personal-data policy, sent to POST
 * /api/auth/register. The new user is signed in at once (the client stores the record) and taken to `returnTo`.
 */
export function RegisterForm({ returnTo }: { readonly returnTo: string }) {
  const api = useApi();
  const id = "register";
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) focusFirstError(formRef.current);
  }, [attempt]);

  const onEdit = (name: string) => setErrors((current) => clearFieldError(current, name));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    setMessage(null);
    if (form.get("consent") !== "yes") {
      setErrors((current) => ({ ...current, consent: T.consentRequired }));
      setAttempt((n) => n + 1);
      return;
    }
    setPending(true);
    const outcome = accountFormOutcome(
      await api.auth.register({
        first_name: text("first_name"),
        last_name: text("last_name"),
        email: text("email"),
        password: text("password"),
      }),
      FIELDS,
    );
    if (outcome._tag === "Done") {
      window.location.assign(returnTo);
      return;
    }
    setErrors(outcome.fields);
    setMessage(outcome.message);
    setPending(false);
    setAttempt((n) => n + 1);
  };

  const consentError = errors["consent"];
  return (
    <form ref={formRef} className="auth-form account-form" method="post" noValidate onSubmit={onSubmit}>
      <AccountField
        formId={id}
        name="first_name"
        label={T.labels.first_name}
        type="text"
        autoComplete="given-name"
        errors={errors}
        onEdit={onEdit}
        autoFocus
      />
      <AccountField
        formId={id}
        name="last_name"
        label={T.labels.last_name}
        type="text"
        autoComplete="family-name"
        errors={errors}
        onEdit={onEdit}
      />
      <AccountField
        formId={id}
        name="email"
        label={T.labels.email}
        type="email"
        autoComplete="email"
        errors={errors}
        onEdit={onEdit}
      />
      <AccountField
        formId={id}
        name="password"
        label={T.labels.password}
        type="password"
        autoComplete="new-password"
        hint={T.passwordHint}
        errors={errors}
        onEdit={onEdit}
      />
      <div className={`form-field account-form__consent${consentError ? " form-field--error" : ""}`}>
        <div className="account-form__check">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            value="yes"
            required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            onChange={() => onEdit("consent")}
          />
          <label htmlFor={`${id}-consent`}>
            {T.consentBefore}
            <Link to={hrefFor({ screen: "consent-personal-data", params: {} })}>{T.consentLink}</Link>
            {T.consentMiddle}
            <Link to={hrefFor({ screen: "privacy-policy", params: {} })}>{T.policyLink}</Link>
            {T.consentAfter}
          </label>
        </div>
        {consentError ? (
          <p className="form-field__error" id={`${id}-consent-error`}>
            {consentError}
          </p>
        ) : null}
      </div>
      <div role="alert" className="auth-form__message">
        {message}
      </div>
      <button type="submit" className="button button--primary auth-form__submit needs-js" disabled={pending}>
        {pending ? T.registering : T.register}
      </button>
      <p className="account-form__no-script without-js">{T.noScriptRegister}</p>
    </form>
  );
}
