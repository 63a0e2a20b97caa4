import { authRecordFromCookies, readCookie } from "../../adapters/storage/browser/auth-cookie";
import { AUTH_HANDOFF_COOKIE } from "../../adapters/storage/browser/auth-handoff-cookie";
import type { AuthRecord } from "../../core/domain/auth/auth-record";
import { handedOffRecord } from "../../core/domain/social/social-handoff";
import type { BrowserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import { decideSessionConsistency } from "../../core/domain/auth/session-consistency";
import type { AuthApi, RefreshedSession } from "../../core/ports/auth-api.port";
import { ANONYMOUS_USER } from "../../core/domain/user/anonymous-user";
import type { User } from "../../core/domain/user/user";
import { isLoggedIn } from "../../core/domain/auth/is-logged-in";

export type SettleDeps = {
  readonly session: Pick<
    BrowserSessionStore,
    "getAuthRecord" | "setAuthRecord" | "checkAuthRecord" | "clearAuthRecord"
  >;
  readonly auth: Pick<AuthApi, "refresh" | "me">;
  /** The page's cookies as `document.cookie` reads them. */
  readonly cookies: () => string;
  /** Removes the hand-off mark of a social login (ADR 049). */
  readonly clearHandoffMark: () => void;
  readonly now: () => Date;
};

/**
 * Who the page shows and the token that user belongs to (null for the anonymous visitor). Left out for the user
 * of the server render, who belongs to the token the auth cookie carries.
 */
export type ShownSession = { readonly user: User; readonly token?: string | null };

export type SettledSession = { readonly user: User; readonly token: string | null } & {
  /** The auth cookie carries what the store holds, so the server renders the same state. */
  readonly cookieMirrorsStore: boolean;
};

const tokenInCookies = (cookies: string): string | null => authRecordFromCookies(cookies)?.token ?? null;

/**
 * After a social login the server set the auth cookie and marked it as handed over (ADR 049): the store takes the
 * cookie's record once, so the cookie and the store agree. Answers the record the store holds afterwards.
 */
async function adoptHandedOffRecord(deps: SettleDeps): Promise<AuthRecord | null> {
  const cookies = deps.cookies();
  const stored = await deps.session.getAuthRecord();
  const marked = readCookie(cookies, AUTH_HANDOFF_COOKIE) === "1";
  if (!marked) return stored;
  deps.clearHandoffMark();
  const adopted = handedOffRecord({ marked, cookieRecord: authRecordFromCookies(cookies), stored, now: deps.now() });
  if (adopted === null) return stored;
  await deps.session.setAuthRecord(adopted);
  return adopted;
}

/**
 * Brings the browser's session to a settled state and says who is logged in (spec 4):
 * - a record a social login handed over in the auth cookie is taken into the store first (ADR 049);
 * - an expired record is renewed while the server allows it (what cannot be renewed is removed on check);
 * - when the auth cookie and the store disagree, the store's record is refreshed (a failed refresh clears the
 *   session); a cookie without a stored record is cleared;
 * - the user is the one already shown when the token is the same, else the refresh's or GET /auth/me's.
 * Nothing here rejects: the ports resolve failures to null.
 */
export async function settleSession(deps: SettleDeps, shown: ShownSession): Promise<SettledSession> {
  const cookieToken = tokenInCookies(deps.cookies());
  const shownToken = shown.token === undefined ? cookieToken : shown.token;
  const stored = await adoptHandedOffRecord(deps);
  let refreshed: RefreshedSession | null = null;
  if (stored !== null && Date.parse(stored.expires) <= deps.now().getTime()) {
    refreshed = await deps.auth.refresh();
  } else if (decideSessionConsistency({ tokenCookie: cookieToken, session: stored }) === "clear-and-refresh") {
    if (stored === null) await deps.session.clearAuthRecord();
    else refreshed = await deps.auth.refresh();
  }
  const check = await deps.session.checkAuthRecord(deps.now());
  const token = check._tag === "Valid" ? check.record.token : null;
  const cookieMirrorsStore = tokenInCookies(deps.cookies()) === token;
  if (token === null) return { user: ANONYMOUS_USER, token, cookieMirrorsStore };
  const sameToken = token === shownToken && isLoggedIn(shown.user);
  const user = (sameToken ? shown.user : refreshed?.user) ?? (await deps.auth.me());
  if (user !== null && isLoggedIn(user)) return { user, token, cookieMirrorsStore };
  // GET /auth/me failed for a token the store holds: keep whom the page shows rather than guess.
  return isLoggedIn(shown.user)
    ? { user: shown.user, token, cookieMirrorsStore }
    : { user: ANONYMOUS_USER, token: null, cookieMirrorsStore };
}
