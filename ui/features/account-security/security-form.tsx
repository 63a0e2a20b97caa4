import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { User } from "../../../core/domain/user/user";
import { SOCIAL_TEXTS } from "../account-social/social-texts";
import { SECURITY_INTENTS, type SecurityActionData } from "./security-intents";
import { SecurityField } from "./security-field";
import { SECURITY_TEXTS as T } from "./security-texts";

type FormResult = Extract<SecurityActionData, { form: "security" }>;

const formResult = (data: SecurityActionData | undefined): FormResult | null =>
  data?.form === "security" ? data : null;

const errorsOf = (result: FormResult | null): FieldErrors =>
  result?.outcome._tag === "Refused" ? result.outcome.fields : {};

/**
 * The sign-in data of the account (spec 7, POST /api/auth/me/edit/security): e-mail, phone and a new password
 * typed twice, with the current password for a new e-mail or password. A plain POST to the route's action without
 * JavaScript, a fetcher's post with it; the first server message of each field shows at the field until it is
 * changed, the focus moves to the first refused field, and the outcome is announced.
 */
export function SecurityForm({ user }: { readonly user: User }) {
  const fetcher = useFetcher<SecurityActionData>({ key: "security-form" });
  const posted = useActionData<SecurityActionData>();
  const result = formResult(fetcher.data) ?? formResult(posted);
  const [shown, setShown] = useState(result);
  const [errors, setErrors] = useState(errorsOf(result));
  if (shown !== result) {
    setShown(result);
    setErrors(errorsOf(result));
  }
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  // An account registered through a network has no password yet: it sets one without a current one (ADR 049).
  const hasPassword = user.has_password !== false;

  useEffect(() => {
    const form = formRef.current;
    if (form === null || result === null) return;
    for (const name of ["current_password", "new_password", "new_password_confirmation"]) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
    if (result.outcome._tag === "Refused") form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const onEdit = (name: string) =>
    setErrors((current) => (Object.hasOwn(current, name) ? clearFieldError(current, name) : current));
  const error = (name: string) => errors[name] ?? null;
  const message = result === null ? null : result.outcome.message;
  const tone = result?.outcome._tag === "Saved" ? "success" : "error";

  return (
    <section className="content-section security-section" aria-labelledby="security-form-title">
      <h2 id="security-form-title">{T.formTitle}</h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        className="security-form"
        aria-labelledby="security-form-title"
        aria-busy={busy}
        noValidate
      >
        <p className="security-form__hint">{hasPassword ? T.formIntro : SOCIAL_TEXTS.noPassword}</p>
        <SecurityField
          name="email"
          label={T.labels.email}
          type="email"
          autoComplete="email"
          defaultValue={result?.values.email ?? user.email ?? ""}
          error={error("email")}
          onEdit={onEdit}
        />
        <SecurityField
          name="phone"
          label={T.labels.phone}
          type="tel"
          autoComplete="tel"
          hint={T.hints.phone}
          defaultValue={result?.values.phone ?? user.phone ?? ""}
          error={error("phone")}
          onEdit={onEdit}
        />
        {hasPassword ? (
          <SecurityField
            name="current_password"
            label={T.labels.current_password}
            type="password"
            autoComplete="current-password"
            error={error("current_password")}
            onEdit={onEdit}
          />
        ) : null}
        <SecurityField
          name="new_password"
          label={T.labels.new_password}
          type="password"
          autoComplete="new-password"
          hint={T.hints.new_password}
          error={error("new_password")}
          onEdit={onEdit}
        />
        <SecurityField
          name="new_password_confirmation"
          label={T.labels.new_password_confirmation}
          type="password"
          autoComplete="new-password"
          error={error("new_password_confirmation")}
          onEdit={onEdit}
        />
        <div className="security-form__status" role="status" aria-live="polite" aria-atomic="true">
          {message === null ? null : <p className={`form-message--${tone}`}>{message}</p>}
        </div>
        <button
          type="submit"
          name="intent"
          value={SECURITY_INTENTS.save}
          className="button button--primary security-form__submit"
          disabled={busy}
        >
          {busy ? T.saving : T.save}
        </button>
      </fetcher.Form>
    </section>
  );
}
