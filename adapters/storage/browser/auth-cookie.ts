import type { AuthRecord } from "../../../core/domain/auth/auth-record";
import { parseAuthRecord } from "../../../core/domain/auth/auth-record-parse";

/**
 * The auth record is mirrored from local storage into a first-party cookie so that server rendering knows the
 * visitor (guarded pages, the user's menu). The spec does not name cookies; these names are ours.
 */
export const AUTH_COOKIE = "shuyuan_auth";
export const SESSION_ID_COOKIE = "shuyuan_sid";

/** The value of one cookie in a Cookie header, URL-decoded; null when absent or undecodable. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The auth record carried by a Cookie header, zod-parsed; corrupt values read as absent. */
export const authRecordFromCookies = (header: string | null): AuthRecord | null => {
  const raw = readCookie(header, AUTH_COOKIE);
  return raw === null ? null : parseAuthRecord(raw);
};

/** A Set-Cookie style assignment for `document.cookie` (first party, Lax, whole site). */
export const authCookieAssignment = (record: AuthRecord | null, secure: boolean): string => {
  const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (record === null) return `${AUTH_COOKIE}=; Max-Age=0${attributes}`;
  return `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify(record))}; Expires=${new Date(record.expires).toUTCString()}${attributes}`;
};
