import { shouldReloadAfterAuthChange } from "../../core/domain/auth/auth-change-reload";
import { isLoggedIn } from "../../core/domain/auth/is-logged-in";
import { isSettingsPath } from "../../core/domain/route/is-settings-path";
import { type SettleDeps, type SettledSession, settleSession, type ShownSession } from "./settle-session";

export type SessionStep = { readonly _tag: "Reload" } | { readonly _tag: "Show"; readonly session: SettledSession };

/**
 * One pass of the page's session watch: settle the browser's session, then reload when spec 2 and 4 ask for it
 * (logged out anywhere, any change on a settings page), else show who is logged in now.
 */
export async function sessionStep(deps: SettleDeps, shown: ShownSession, pathname: string): Promise<SessionStep> {
  const settled = await settleSession(deps, shown);
  const reload = shouldReloadAfterAuthChange({
    before: isLoggedIn(shown.user),
    after: isLoggedIn(settled.user),
    onSettingsPage: isSettingsPath(pathname),
    cookieMirrorsStore: settled.cookieMirrorsStore,
  });
  return reload ? { _tag: "Reload" } : { _tag: "Show", session: settled };
}
