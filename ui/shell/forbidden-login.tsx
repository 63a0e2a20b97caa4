import { useUserSession } from "../session/user-session";
import { LoginButton } from "./login-button";

const INTRO = "Эта страница открывается после входа в личный кабинет.";
const NO_SCRIPT = "Чтобы войти, включите в браузере JavaScript.";

/**
 * «Войти» on the 403 page, for a visitor who is not logged in: it opens the login dialog, and a successful login
 * reloads this same page, which the server then renders for the user. Without JavaScript the page says that logging
 * in needs it. A logged-in user refused a page (someone else's settings) sees neither.
 */
export function ForbiddenLogin() {
  const { loggedIn } = useUserSession();
  if (loggedIn) return null;
  return (
    <>
      <LoginButton className="button--primary" intro={INTRO} />
      <p className="error-page__no-script without-js">{NO_SCRIPT}</p>
    </>
  );
}
