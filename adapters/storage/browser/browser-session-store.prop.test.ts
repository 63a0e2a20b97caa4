import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseAuthRecord } from "../../../core/domain/auth/auth-record-parse";
import { authRecordArb, instantArb, storedAuthTextArb } from "../../../tests/arbitraries/auth.arb";
import { browserSessionStore } from "./browser-session-store";
import { memoryStorage } from "./memory-storage";
import { SESSION_STORAGE_KEYS } from "./session-storage-keys";

describe("browser session store properties", () => {
  it("stores any record intact", async () => {
    await fc.assert(
      fc.asyncProperty(authRecordArb, async (record) => {
        const store = browserSessionStore(memoryStorage());
        await store.setAuthRecord(record);
        expect(await store.getAuthRecord()).toEqual(record);
      }),
    );
  });

  it("reads whatever the auth key holds as the core's parse does, removing what does not parse", async () => {
    await fc.assert(
      fc.asyncProperty(storedAuthTextArb, async (text) => {
        const storage = memoryStorage({ [SESSION_STORAGE_KEYS.authRecord]: text });
        const read = await browserSessionStore(storage).getAuthRecord();
        expect(read).toEqual(parseAuthRecord(text));
        expect(storage.getItem(SESSION_STORAGE_KEYS.authRecord)).toBe(read === null ? null : text);
      }),
    );
  });

  it("after a check the storage holds the record exactly when it is still valid", async () => {
    await fc.assert(
      fc.asyncProperty(authRecordArb, instantArb, async (record, now) => {
        const storage = memoryStorage();
        const store = browserSessionStore(storage);
        await store.setAuthRecord(record);
        const check = await store.checkAuthRecord(now);
        const valid = Date.parse(record.expires) > now.getTime();
        expect(check._tag).toBe(valid ? "Valid" : "Expired");
        expect(await store.getAuthRecord()).toEqual(valid ? record : null);
      }),
    );
  });

  it("reads a session id back exactly when it is well formed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 140 }), async (id) => {
        const store = browserSessionStore(memoryStorage());
        await store.setSessionId(id);
        expect(await store.getSessionId()).toBe(/^[A-Za-z0-9_-]{16,128}$/.test(id) ? id : null);
      }),
    );
  });
});
