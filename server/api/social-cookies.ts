import { authCookieAssignment } from "../../adapters/storage/browser/auth-cookie";
import { AUTH_HANDOFF_COOKIE } from "../../adapters/storage/browser/auth-handoff-cookie";
import type { AuthRecord } from "../../core/domain/auth/auth-record";
import type { SocialProvider } from "../../core/domain/user/social-provider";

/** The cookie that ties a social sign-in to the browser that started it (one per provider, ADR 049). */
export const stateCookieName = (provider: SocialProvider): string => `shuyuan_oauth_${provider}`;

const STATE_COOKIE_PATH = "/api/connect/";

const secureFlag = (secure: boolean): string => (secure ? "; Secure" : "");

/** Set-Cookie for the state: HttpOnly (only the callback reads it), Lax (sent when the provider sends the browser back). */
export const stateCookie = (provider: SocialProvider, state: string, maxAgeSeconds: number, secure: boolean): string =>
  `${stateCookieName(provider)}=${state}; Max-Age=${maxAgeSeconds}; Path=${STATE_COOKIE_PATH}; HttpOnly; SameSite=Lax${secureFlag(secure)}`;

export const clearedStateCookie = (provider: SocialProvider, secure: boolean): string =>
  `${stateCookieName(provider)}=; Max-Age=0; Path=${STATE_COOKIE_PATH}; HttpOnly; SameSite=Lax${secureFlag(secure)}`;

/** The cookies of a social login: the auth record as the browser's own store would mirror it, and the hand-off mark. */
export const signedInCookies = (record: AuthRecord, secure: boolean): readonly string[] => [
  authCookieAssignment(record, secure),
  `${AUTH_HANDOFF_COOKIE}=1; Max-Age=300; Path=/; SameSite=Lax${secureFlag(secure)}`,
];
