import { useCallback, useState } from "react";
import { LoginDialogSlot } from "../features/auth-dialog/login-dialog-slot";
import { useUserSession } from "../session/user-session";

const INTRO = "Эта страница открывается после входа в личный кабинет.";
const NO_SCRIPT = "Чтобы войти, включите в браузере JavaScript.";

/**
 * «Войти» on the 403 page, for a visitor who is not logged in: it opens the login dialog, and a successful login
 * reloads this same page, which the server then renders for the user. Logging in needs JavaScript (ADR 018), so
 * without it the page says so instead. A logged-in user refused a page (someone else's settings) sees neither.
 */
export function ForbiddenLogin() {
  const { loggedIn } = useUserSession();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (loggedIn) return null;
  return (
    <>
      <button
        type="button"
        className="button button--primary needs-js"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Войти
      </button>
      <p className="error-page__no-script without-js">{NO_SCRIPT}</p>
      <LoginDialogSlot open={open} onClose={close} intro={INTRO} />
    </>
  );
}
