import { type FormEvent, useEffect, useRef, useState } from "react";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import { useApi } from "../../app/services";
import { AccountField } from "./account-field";
import { accountFormOutcome } from "./account-form-outcome";
import { ACCOUNT_FORM_TEXTS as T } from "./account-form-texts";
import { focusFirstError } from "./focus-first-error";

const FIELDS = ["password", "password_confirmation"] as const;

type Props = {
  /** Where to go once the password is changed (the user is then signed in). */
  readonly returnTo: string;
  /** Drops the kept code and goes back to the reset request (after a refused code). */
  readonly onRequestNewCode: () => void;
};

/**
 * The new password, twice, sent to POST /api/auth/reset-password with the code kept in local storage (spec 7). The
 * server ends every other session and signs the user in; a used, replaced or expired code is the form's message.
 */
export function NewPasswordForm({ returnTo, onRequestNewCode }: Props) {
  const api = useApi();
  const id = "new-password";
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [codeRefused, setCodeRefused] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) focusFirstError(formRef.current);
  }, [attempt]);

  const onEdit = (name: string) => setErrors((current) => clearFieldError(current, name));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    setPending(true);
    setMessage(null);
    const result = await api.auth.resetPassword({
      password: String(form.get("password") ?? ""),
      password_confirmation: String(form.get("password_confirmation") ?? ""),
      code: "",
    });
    const outcome = accountFormOutcome(result, FIELDS);
    if (outcome._tag === "Done") {
      window.location.assign(returnTo);
      return;
    }
    setErrors(outcome.fields);
    setMessage(outcome.message);
    setCodeRefused(result._tag === "ValidationFailed" && (result.fields["code"]?.length ?? 0) > 0);
    setPending(false);
    setAttempt((n) => n + 1);
  };

  return (
    <form ref={formRef} className="auth-form account-form" method="post" noValidate onSubmit={onSubmit}>
      <p className="account-form__intro">{T.newPasswordIntro}</p>
      <AccountField
        formId={id}
        name="password"
        label={T.labels.new_password}
        type="password"
        autoComplete="new-password"
        hint={T.passwordHint}
        errors={errors}
        onEdit={onEdit}
        autoFocus
      />
      <AccountField
        formId={id}
        name="password_confirmation"
        label={T.labels.password_confirmation}
        type="password"
        autoComplete="new-password"
        errors={errors}
        onEdit={onEdit}
      />
      <div role="alert" className="auth-form__message">
        {message}
      </div>
      {codeRefused ? (
        <button type="button" className="button button--outline" onClick={onRequestNewCode}>
          {T.requestNewCode}
        </button>
      ) : (
        <button type="submit" className="button button--primary auth-form__submit needs-js" disabled={pending}>
          {pending ? T.saving : T.savePassword}
        </button>
      )}
      <p className="account-form__no-script without-js">{T.noScriptReset}</p>
    </form>
  );
}
