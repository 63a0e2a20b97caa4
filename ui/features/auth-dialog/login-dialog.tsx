import { type ComponentType, type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { clearFieldError } from "../../../core/domain/forms/clear-field-error";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import { useApi } from "../../app/services";
import { Modal } from "../../components/modal";
import { RESET_PASSWORD_PATH, registerHref } from "../account-forms/account-paths";
import { loginOutcome } from "./login-outcome";
import "./auth-dialog.css";

export type LoginDialogProps = {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Why the visitor is asked to log in, shown above the form. */
  readonly intro?: string;
  /** Where to go once logged in (the page the visitor was on its way to); otherwise the page reloads. */
  readonly continueTo?: string;
};

/** The login dialog: e-mail and password to POST /api/auth/login; a success shows the site as the new user. */
export function LoginDialog({ open, onClose, intro, continueTo }: LoginDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Вход в личный кабинет" size="large">
      {intro ? <p className="auth-dialog__intro">{intro}</p> : null}
      <LoginForm continueTo={continueTo} />
      <AccountLinks continueTo={continueTo} onLeave={onClose} />
      <LazySocialButtons returnTo={continueTo} />
    </Modal>
  );
}

type SocialButtons = ComponentType<{ readonly returnTo?: string | undefined }>;

/** The social networks' buttons once they have arrived (ADR 049). */
let loadedSocial: SocialButtons | null = null;

/**
 * The networks to log in with, loaded when the dialog opens as a chunk of their own that needs nothing the page has
 * not loaded already: the dialog's chunk needs no other chunk (a fetch that failed would stay failed in the page's
 * module graph), and a failed load of the buttons is tried again whole on the next open.
 */
function LazySocialButtons({ returnTo }: { readonly returnTo: string | undefined }) {
  const [Social, setSocial] = useState<SocialButtons | null>(() => loadedSocial);
  useEffect(() => {
    if (Social !== null) return;
    let current = true;
    import("../account-social/social-sign-in-buttons").then(
      (module) => {
        loadedSocial = module.SocialSignInButtons;
        if (current) setSocial(() => module.SocialSignInButtons);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Social]);
  return Social === null ? null : <Social returnTo={returnTo} />;
}

/** The page the visitor is on, to come back to after registering from here. */
const currentPage = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * «Забыли пароль?» and «Зарегистрироваться»: the reset page, and registration that brings the visitor back where
 * logging in would have (the apply link's choice included). Following one closes the dialog.
 */
function AccountLinks({
  continueTo,
  onLeave,
}: {
  readonly continueTo: string | undefined;
  readonly onLeave: () => void;
}) {
  return (
    <div className="auth-dialog__links">
      <Link to={RESET_PASSWORD_PATH} onClick={onLeave}>
        Забыли пароль?
      </Link>
      <p className="auth-dialog__register">
        Нет аккаунта?{" "}
        <Link to={registerHref(continueTo ?? currentPage())} onClick={onLeave}>
          Зарегистрироваться
        </Link>
      </p>
    </div>
  );
}

function LoginForm({ continueTo }: { readonly continueTo: string | undefined }) {
  const api = useApi();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    setPending(true);
    setMessage(null);
    const outcome = loginOutcome(
      await api.auth.login({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") }),
    );
    if (outcome._tag === "LoggedIn") {
      // The session is stored (and mirrored into the cookie): a new render shows the page as the user.
      if (continueTo === undefined) window.location.reload();
      else window.location.assign(continueTo);
      return;
    }
    setErrors(outcome.fields);
    setMessage(outcome.message);
    setPending(false);
  };

  const field = (name: "email" | "password", label: string, type: string, autoComplete: string) => {
    const error = errors[name];
    const inputId = `${id}-${name}`;
    return (
      <div className={`form-field${error ? " form-field--error" : ""}`}>
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          name={name}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          data-autofocus={name === "email" ? true : undefined}
          onInput={() => setErrors((current) => clearFieldError(current, name))}
        />
        {error ? (
          <p className="form-field__error" id={`${inputId}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit}>
      {field("email", "Электронная почта", "email", "email")}
      {field("password", "Пароль", "password", "current-password")}
      <div role="alert" className="auth-form__message">
        {message}
      </div>
      <button type="submit" className="button button--primary auth-form__submit" disabled={pending}>
        {pending ? "Входим…" : "Войти"}
      </button>
    </form>
  );
}
