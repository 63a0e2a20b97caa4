import { useCallback, useState } from "react";
import { LoginDialogSlot } from "../features/auth-dialog/login-dialog-slot";
import { useUserSession } from "../session/user-session";
import { UserMenu } from "./user-menu";

/** «Войти» for a visitor, the user's menu once logged in. Logging in needs JavaScript, so the button does too. */
export function AccountArea() {
  const { loggedIn } = useUserSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const close = useCallback(() => setLoginOpen(false), []);
  if (loggedIn) return <UserMenu />;
  return (
    <>
      <button
        type="button"
        className="button button--outline site-header__login needs-js"
        aria-haspopup="dialog"
        onClick={() => setLoginOpen(true)}
      >
        Войти
      </button>
      <LoginDialogSlot open={loginOpen} onClose={close} />
    </>
  );
}
