import type { z } from "zod";
import { type AuthRecord, authRecordSchema } from "../../../core/domain/auth/auth-record";
import { type AuthRecordCheck, checkAuthRecord } from "../../../core/domain/auth/auth-record-check";
import { parseAuthRecord } from "../../../core/domain/auth/auth-record-parse";
import type { SessionStore } from "../../../core/ports/session-store.port";
import { resetCodeSchema } from "../../http/contract/reset-code.schema";
import { sessionIdSchema } from "../../http/contract/session-id.schema";
import { SESSION_STORAGE_KEYS as KEYS } from "./session-storage-keys";
import type { StorageLike } from "./storage-like";

export type BrowserSessionStore = SessionStore & {
  /**
   * Spec 4: the record counts only while `expires` is later than `now`; an expired record is removed here.
   * (`getAuthRecord` keeps it, so the API client can still send it and refresh after the server's 406.)
   */
  checkAuthRecord(now: Date): Promise<AuthRecordCheck>;
};

/**
 * The session store over a Storage (spec 3, 4, 7): the auth record as JSON under one key, the session id and the
 * reset code as plain text under two others. Every read is parsed with zod; corrupt data counts as absent and
 * is removed. Storage failures (private mode, quota, a storage that throws) read as nothing stored and make
 * writes no-ops: no method rejects.
 */
export function browserSessionStore(storage: StorageLike | null): BrowserSessionStore {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      storage?.setItem(key, value);
    } catch {
      // Best effort: a full or disabled storage keeps the session for this page only.
    }
  };
  const remove = (key: string): void => {
    try {
      storage?.removeItem(key);
    } catch {
      // Best effort, as for writes.
    }
  };
  /** The stored value when it passes `parse`; anything else is removed and reads as absent. */
  const readValid = <A>(key: string, parse: (raw: string) => A | null): A | null => {
    const raw = read(key);
    if (raw === null) return null;
    const value = parse(raw);
    if (value === null) remove(key);
    return value;
  };
  const textOf =
    (schema: z.ZodType<string>) =>
    (raw: string): string | null => {
      const parsed = schema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    };
  const storeText = (key: string, schema: z.ZodType<string>, value: string): void => {
    if (schema.safeParse(value).success) write(key, value);
    else remove(key);
  };

  const getAuthRecord = async (): Promise<AuthRecord | null> => readValid(KEYS.authRecord, parseAuthRecord);

  return {
    getAuthRecord,
    async setAuthRecord(record) {
      const parsed = authRecordSchema.safeParse(record);
      if (parsed.success) write(KEYS.authRecord, JSON.stringify(parsed.data));
      else remove(KEYS.authRecord);
    },
    async clearAuthRecord() {
      remove(KEYS.authRecord);
    },
    async checkAuthRecord(now) {
      const check = checkAuthRecord(await getAuthRecord(), now);
      if (check._tag === "Expired") remove(KEYS.authRecord);
      return check;
    },
    getSessionId: async () => readValid(KEYS.sessionId, textOf(sessionIdSchema)),
    async setSessionId(id) {
      storeText(KEYS.sessionId, sessionIdSchema, id);
    },
    async clearSessionId() {
      remove(KEYS.sessionId);
    },
    getResetCode: async () => readValid(KEYS.resetCode, textOf(resetCodeSchema)),
    async setResetCode(code) {
      storeText(KEYS.resetCode, resetCodeSchema, code);
    },
    async clearResetCode() {
      remove(KEYS.resetCode);
    },
  };
}
