import type { SessionStore } from "../../../core/ports/session-store.port";
import { authRecordFromCookies, readCookie, SESSION_ID_COOKIE } from "./auth-cookie";

/**
 * The session store of one server-rendered request: reads the auth record and session id the browser mirrored
 * into cookies. Writes are dropped: the browser's own store is the one that persists.
 */
export function requestSessionStore(cookieHeader: string | null): SessionStore {
  const record = authRecordFromCookies(cookieHeader);
  const sessionId = readCookie(cookieHeader, SESSION_ID_COOKIE);
  const nothing = async () => {};
  return {
    getAuthRecord: async () => record,
    setAuthRecord: nothing,
    clearAuthRecord: nothing,
    getSessionId: async () => (sessionId && /^[\w-]{1,128}$/.test(sessionId) ? sessionId : null),
    setSessionId: nothing,
    clearSessionId: nothing,
    getResetCode: async () => null,
    setResetCode: nothing,
    clearResetCode: nothing,
  };
}
