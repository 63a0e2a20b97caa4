import type { AuthRecord } from "./auth-record";

/** Outcome of checking the stored record; on `Expired` the caller removes it from storage. */
export type AuthRecordCheck =
  { readonly _tag: "Valid"; readonly record: AuthRecord } | { readonly _tag: "Expired" } | { readonly _tag: "Absent" };

/** A record is valid only while `expires` is strictly later than `now`. */
export const checkAuthRecord = (record: AuthRecord | null, now: Date): AuthRecordCheck => {
  if (record === null) return { _tag: "Absent" };
  return Date.parse(record.expires) > now.getTime() ? { _tag: "Valid", record } : { _tag: "Expired" };
};
