import { type FormEvent, useEffect, useRef, useState } from "react";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import { useApi } from "../../app/services";
import { AccountField } from "./account-field";
import { accountFormOutcome } from "./account-form-outcome";
import { ACCOUNT_FORM_TEXTS as T } from "./account-form-texts";
import { focusFirstError } from "./focus-first-error";

/**
 * The reset request: an e-mail to POST /api/auth/forgot-password. The answer is the same whether or not the
 * address has an account, so the form says only that a letter was sent if it has.
 */
export function ForgotPasswordForm() {
  const api = useApi();
  const id = "forgot-password";
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) focusFirstError(formRef.current);
  }, [attempt]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setPending(true);
    setMessage(null);
    const outcome = accountFormOutcome(await api.auth.forgotPassword(email), ["email"]);
    setPending(false);
    if (outcome._tag === "Done") {
      setSent(true);
      return;
    }
    setErrors(outcome.fields);
    setMessage(outcome.message);
    setAttempt((n) => n + 1);
  };

  return (
    <form ref={formRef} className="auth-form account-form" method="post" noValidate onSubmit={onSubmit}>
      <p className="account-form__intro">{T.forgotIntro}</p>
      <AccountField
        formId={id}
        name="email"
        label={T.labels.email}
        type="email"
        autoComplete="email"
        errors={errors}
        onEdit={(name) => setErrors((current) => clearFieldError(current, name))}
        autoFocus
      />
      <div role="alert" className="auth-form__message">
        {message}
      </div>
      <div role="status" className="account-form__sent">
        {sent ? <p className="form-message--success">{T.forgotSent}</p> : null}
      </div>
      <button type="submit" className="button button--primary auth-form__submit needs-js" disabled={pending}>
        {pending ? T.sending : T.sendLink}
      </button>
      <p className="account-form__no-script without-js">{T.noScriptReset}</p>
    </form>
  );
}
