import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { pageMeta } from "../app/route-meta";
import { useServices } from "../app/services";
import { Breadcrumbs } from "../components/breadcrumbs";
import { RESET_PASSWORD_PATH } from "../features/account-forms/account-paths";
import { ACCOUNT_FORM_TEXTS as T } from "../features/account-forms/account-form-texts";
import { ForgotPasswordForm } from "../features/account-forms/forgot-password-form";
import { NewPasswordForm } from "../features/account-forms/new-password-form";
import type { Route } from "./+types/reset-password";
import "../features/auth-dialog/auth-dialog.css";
import "../features/account-forms/account-forms.css";

export const handle = { fetchPageData: false };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, T.resetTitle),
  { name: "robots", content: "noindex" },
  // The mailed link carries the code in its query: no page this one links to should learn it.
  { name: "referrer", content: "no-referrer" },
];

/**
 * /reset-password/: without a code, the request for a reset link; with one (the mailed link's `?code=`, or a code
 * kept from it), the new password. The page keeps the code in local storage (spec 7) and drops it from the address
 * bar at once, so neither the history nor a widget sees it (ADR 044).
 */
export default function ResetPasswordPage() {
  const { session } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const codeInUrl = search.get("code");
  const [mode, setMode] = useState<"forgot" | "new-password">(codeInUrl === null ? "forgot" : "new-password");

  useEffect(() => {
    if (codeInUrl !== null) {
      // Out of the address bar at once (before the widgets load when the page is idle), then into local storage;
      // the store's calls run in order, so the later read and the reset both find it.
      void session.setResetCode(codeInUrl);
      void navigate(RESET_PASSWORD_PATH, { replace: true, preventScrollReset: true });
      return;
    }
    let current = true;
    void session.getResetCode().then((kept) => {
      if (current && kept !== null) setMode("new-password");
    });
    return () => {
      current = false;
    };
  }, [codeInUrl, session, navigate]);

  const requestNewCode = useCallback(() => {
    void session.clearResetCode();
    setMode("forgot");
  }, [session]);

  return (
    <main id="main" className="container page account-page">
      <Breadcrumbs items={[{ name: T.resetTitle, to: RESET_PASSWORD_PATH }]} />
      <div className="account-page__card">
        <h1>{T.resetTitle}</h1>
        {mode === "forgot" ? (
          <ForgotPasswordForm />
        ) : (
          <NewPasswordForm returnTo="/" onRequestNewCode={requestNewCode} />
        )}
      </div>
    </main>
  );
}
