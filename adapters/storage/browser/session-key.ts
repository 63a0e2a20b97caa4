import { authRecordFromCookies, readCookie, SESSION_ID_COOKIE } from "./auth-cookie";

/**
 * What main data is cached by besides the path (spec 7: "by path and session id"): for someone signed in, the
 * session id cookie and the tail of the token (never the token itself), so signing in or out changes it. For an
 * anonymous visitor it is empty: their main data is everyone's, and so is the page that carries this key (the page
 * cache shares it between anonymous visitors: docs/adr/029-page-cache.md).
 */
export const sessionKeyOf = (cookieHeader: string | null): string => {
  const token = authRecordFromCookies(cookieHeader)?.token ?? "";
  if (token === "") return "";
  const sid = readCookie(cookieHeader, SESSION_ID_COOKIE) ?? "";
  return `${sid}:${token.slice(-6)}`;
};
