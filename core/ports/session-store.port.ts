import type { AuthRecord } from "../domain/auth/auth-record";

/**
 * What the browser keeps between visits (spec 3, 7): the auth record, the session id and the password reset
 * code. No method rejects: a storage failure reads as nothing stored, and writes are best effort.
 */
export interface SessionStore {
  /** The stored record, expired or not (checking expiry is the auth module's job); null when absent or unreadable. */
  getAuthRecord(): Promise<AuthRecord | null>;
  setAuthRecord(record: AuthRecord): Promise<void>;
  clearAuthRecord(): Promise<void>;
  /** The session id main data is cached by; null when absent. */
  getSessionId(): Promise<string | null>;
  setSessionId(id: string): Promise<void>;
  clearSessionId(): Promise<void>;
  /** The password reset code kept until reset-password is sent; null when absent. */
  getResetCode(): Promise<string | null>;
  setResetCode(code: string): Promise<void>;
  clearResetCode(): Promise<void>;
}
