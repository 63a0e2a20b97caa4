import { SESSION_ID_COOKIE } from "./auth-cookie";

/** A year: the session id outlives visits, as its local-storage copy does. */
const SESSION_ID_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** A `document.cookie` assignment mirroring the session id (first party, Lax, whole site); null clears it. */
export const sessionIdCookieAssignment = (id: string | null, secure: boolean): string => {
  const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (id === null) return `${SESSION_ID_COOKIE}=; Max-Age=0${attributes}`;
  return `${SESSION_ID_COOKIE}=${encodeURIComponent(id)}; Max-Age=${SESSION_ID_MAX_AGE_SECONDS}${attributes}`;
};
