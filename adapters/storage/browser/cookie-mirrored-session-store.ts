import { authCookieAssignment } from "./auth-cookie";
import type { BrowserSessionStore } from "./browser-session-store";
import { sessionIdCookieAssignment } from "./session-id-cookie";

export type CookieMirrorOptions = {
  /** Applies one `document.cookie` style assignment. */
  readonly writeCookie: (assignment: string) => void;
  /** Adds `Secure` (the page is served over HTTPS). */
  readonly secure: boolean;
  /** Told after every write of the auth record (login, refresh, logout, expiry). */
  readonly onAuthChange?: () => void;
};

/**
 * The browser store, with the auth record and the session id mirrored into first-party cookies after every
 * write, so that server rendering knows the visitor (ADR 017). The cookie always carries what the store holds
 * after the write: a record the store refuses, or one an expiry check removes, clears the cookie.
 */
export function cookieMirroredSessionStore(
  store: BrowserSessionStore,
  { writeCookie, secure, onAuthChange }: CookieMirrorOptions,
): BrowserSessionStore {
  const write = (assignment: string): void => {
    try {
      writeCookie(assignment);
    } catch {
      // Cookies refused: the store still works for this browser; the server renders the visitor as anonymous.
    }
  };
  const mirrorAuth = async (): Promise<void> => {
    write(authCookieAssignment(await store.getAuthRecord(), secure));
    onAuthChange?.();
  };
  const mirrorSessionId = async (): Promise<void> => {
    write(sessionIdCookieAssignment(await store.getSessionId(), secure));
  };
  return {
    ...store,
    async setAuthRecord(record) {
      await store.setAuthRecord(record);
      await mirrorAuth();
    },
    async clearAuthRecord() {
      await store.clearAuthRecord();
      await mirrorAuth();
    },
    async checkAuthRecord(now) {
      const check = await store.checkAuthRecord(now);
      if (check._tag === "Expired") await mirrorAuth();
      return check;
    },
    async setSessionId(id) {
      await store.setSessionId(id);
      await mirrorSessionId();
    },
    async clearSessionId() {
      await store.clearSessionId();
      await mirrorSessionId();
    },
  };
}
