import { Link, useSearchParams } from "react-router";
import { pageMeta } from "../app/route-meta";
import { Breadcrumbs } from "../components/breadcrumbs";
import { REGISTER_PATH, returnPathOf } from "../features/account-forms/account-paths";
import { ACCOUNT_FORM_TEXTS as T } from "../features/account-forms/account-form-texts";
import { RegisterForm } from "../features/account-forms/register-form";
import { SocialSignInButtons } from "../features/account-social/social-sign-in-buttons";
import { useUserSession } from "../session/user-session";
import { LoginButton } from "../shell/login-button";
import type { Route } from "./+types/register";
import "../features/auth-dialog/auth-dialog.css";
import "../features/account-forms/account-forms.css";

/** An account form: no page data of its own (ADR 044). */
export const handle = { fetchPageData: false };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, T.registerTitle),
  { name: "robots", content: "noindex" },
];

/**
 * /register/: a new account, signed in at once and sent back to `?next=` (the page the visitor came from, the
 * application they were placing). Registering needs JavaScript, like logging in (ADR 018, 044).
 */
export default function RegisterPage() {
  const [search] = useSearchParams();
  const returnTo = returnPathOf(search);
  const { loggedIn } = useUserSession();
  return (
    <main id="main" className="container page account-page">
      <Breadcrumbs items={[{ name: T.registerTitle, to: REGISTER_PATH }]} />
      <div className="account-page__card">
        <h1>{T.registerTitle}</h1>
        {loggedIn ? (
          <>
            <p>{T.alreadyIn}</p>
            <Link className="button button--primary" to={returnTo}>
              {returnTo === "/" ? T.toHome : "Продолжить"}
            </Link>
          </>
        ) : (
          <>
            <p className="auth-dialog__intro">{T.registerIntro}</p>
            <RegisterForm returnTo={returnTo} />
            <SocialSignInButtons returnTo={returnTo} />
            <p className="account-page__aside needs-js">
              {T.haveAccount} <LoginButton className="button--outline" continueTo={returnTo} />
            </p>
          </>
        )}
      </div>
    </main>
  );
}
