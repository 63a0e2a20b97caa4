import { useCallback, useState } from "react";
import { LoginDialogSlot } from "../features/auth-dialog/login-dialog-slot";

/**
 * «Войти»: a button that opens the login dialog (with `intro` saying why, when given). Logging in needs JavaScript
 * (ADR 018), so the button shows only with it (`needs-js`).
 */
export function LoginButton({ className, intro }: { className: string; intro?: string }) {
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
      <LoginDialogSlot open={open} onClose={close} {...(intro === undefined ? {} : { intro })} />
    </>
  );
}
