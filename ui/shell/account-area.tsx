import { lazy, Suspense, useState } from "react";
import { useUserSession } from "../session/user-session";
import { UserMenu } from "./user-menu";

const LoginDialog = lazy(() =>
  import("../features/auth-dialog/login-dialog").then((module) => ({ default: module.LoginDialog })),
);

/** «Войти» for a visitor, the user's menu once logged in. Logging in needs JavaScript, so the button does too. */
export function AccountArea() {
  const { loggedIn } = useUserSession();
  const [loginOpen, setLoginOpen] = useState(false);
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
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
