import type { AuthRecord } from "../auth/auth-record";

export type HandoffFacts = Readonly<{
  /** The callback of a social login marked the auth cookie as handed to this browser. */
  marked: boolean;
  /** The record the auth cookie carries. */
  cookieRecord: AuthRecord | null;
  /** The record the browser's store holds. */
  stored: AuthRecord | null;
  now: Date;
}>;

/**
 * The record the browser takes into its store after a social login (ADR 049). The server can only set a cookie,
 * and the store is the session's source of truth (spec 4), so a marked, unexpired cookie record is adopted when it
 * is not the stored one; without the mark a cookie the store lacks still means "clear and refresh".
 */
export const handedOffRecord = ({ marked, cookieRecord, stored, now }: HandoffFacts): AuthRecord | null => {
  if (!marked || cookieRecord === null) return null;
  if (Date.parse(cookieRecord.expires) <= now.getTime()) return null;
  return stored?.token === cookieRecord.token ? null : cookieRecord;
};
