import { useUserSession } from "../session/user-session";
import { LoginButton } from "./login-button";
import { UserMenu } from "./user-menu";

/** «Войти» for a visitor, the user's menu once logged in. */
export function AccountArea() {
  const { loggedIn } = useUserSession();
  return loggedIn ? <UserMenu /> : <LoginButton className="button--outline site-header__login" />;
}
