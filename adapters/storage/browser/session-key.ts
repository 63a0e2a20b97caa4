import { authRecordFromCookies, readCookie, SESSION_ID_COOKIE } from "./auth-cookie";

/**
 * What main data is cached by besides the path (spec 7: "by path and session id"): the session id cookie, and
 * whether someone is signed in (the tail of the token, never the token itself), so signing in or out changes it.
 */
export const sessionKeyOf = (cookieHeader: string | null): string => {
  const sid = readCookie(cookieHeader, SESSION_ID_COOKIE) ?? "";
  const token = authRecordFromCookies(cookieHeader)?.token ?? "";
  return `${sid}:${token.slice(-6)}`;
};
