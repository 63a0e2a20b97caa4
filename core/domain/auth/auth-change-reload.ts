import { shouldReloadOnAuthChange } from "./auth-reload";

export type AuthChange = {
  /** Logged in as the page shows it (server render, or the last state the page saw). */
  readonly before: boolean;
  /** Logged in as the browser's store says now. */
  readonly after: boolean;
  /** The page is a personal-area settings page. */
  readonly onSettingsPage: boolean;
  /** The auth cookie now carries what the store holds, so a new server render will see the new state. */
  readonly cookieMirrorsStore: boolean;
};

/**
 * Spec 2 and 4: on a settings page any change of the authentication state reloads the page; elsewhere only a change
 * from logged in to logged out does. No reload while the cookie does not carry the store's state (cookies refused):
 * the server would render the same page again, over and over.
 */
export const shouldReloadAfterAuthChange = ({
  before,
  after,
  onSettingsPage,
  cookieMirrorsStore,
}: AuthChange): boolean =>
  cookieMirrorsStore && (onSettingsPage ? before !== after : shouldReloadOnAuthChange(before, after));
