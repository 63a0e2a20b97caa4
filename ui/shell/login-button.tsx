import { useCallback, useState } from "react";
import { LoginDialogSlot } from "../features/auth-dialog/login-dialog-slot";

type Props = {
  readonly className: string;
  /** Why the visitor is asked to log in. */
  readonly intro?: string;
  /** Where to go once logged in; otherwise the page reloads. */
  readonly continueTo?: string;
};

/**
 * «Войти»: a button that opens the login dialog (with `intro` saying why, when given). Logging in needs JavaScript
 * (ADR 018), so the button shows only with it (`needs-js`).
 */
export function LoginButton({ className, intro, continueTo }: Props) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className={`button ${className} needs-js`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Войти
      </button>
      <LoginDialogSlot
        open={open}
        onClose={close}
        {...(intro === undefined ? {} : { intro })}
        {...(continueTo === undefined ? {} : { continueTo })}
      />
    </>
  );
}
