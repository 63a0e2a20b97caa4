import { describe, expect, it } from "vitest";
import { browserSessionStore } from "./browser-session-store";
import { memoryStorage } from "./memory-storage";
import { SESSION_STORAGE_KEYS } from "./session-storage-keys";
import type { StorageLike } from "./storage-like";

const RECORD = { token: "token-1", expires: "2025-03-01T10:00:00.000Z" };
const SID = "visit-session-0123456789";

describe("the browser session store", () => {
  it("keeps the record, the session id and the reset code under their own keys", async () => {
    const storage = memoryStorage();
    const store = browserSessionStore(storage);
    await store.setAuthRecord(RECORD);
    await store.setSessionId(SID);
    await store.setResetCode("reset-code-1234");
    expect(storage.entries()).toEqual({
      "shuyuan.auth": JSON.stringify(RECORD),
      "shuyuan.sid": SID,
      "shuyuan.reset_code": "reset-code-1234",
    });
    expect([await store.getAuthRecord(), await store.getSessionId(), await store.getResetCode()]).toEqual([
      RECORD,
      SID,
      "reset-code-1234",
    ]);
    await store.clearAuthRecord();
    await store.clearSessionId();
    await store.clearResetCode();
    expect(storage.entries()).toEqual({});
  });

  it("reads corrupt values as absent and removes them", async () => {
    const storage = memoryStorage({
      [SESSION_STORAGE_KEYS.authRecord]: '{"token":"t","expires":1740819600}',
      [SESSION_STORAGE_KEYS.sessionId]: "short",
      [SESSION_STORAGE_KEYS.resetCode]: "код",
    });
    const store = browserSessionStore(storage);
    expect([await store.getAuthRecord(), await store.getSessionId(), await store.getResetCode()]).toEqual([
      null,
      null,
      null,
    ]);
    expect(storage.entries()).toEqual({});
  });

  it("treats text that is not JSON as no record", async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEYS.authRecord]: "token-1" });
    expect(await browserSessionStore(storage).getAuthRecord()).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it("keeps a valid record on check and removes an expired one", async () => {
    const storage = memoryStorage();
    const store = browserSessionStore(storage);
    await store.setAuthRecord(RECORD);
    expect(await store.checkAuthRecord(new Date("2025-03-01T09:59:59.999Z"))).toEqual({
      _tag: "Valid",
      record: RECORD,
    });
    expect(await store.getAuthRecord()).toEqual(RECORD);
    expect(await store.checkAuthRecord(new Date("2025-03-01T10:00:00.000Z"))).toEqual({ _tag: "Expired" });
    expect(storage.entries()).toEqual({});
    expect(await store.checkAuthRecord(new Date("2025-03-01T10:00:00.000Z"))).toEqual({ _tag: "Absent" });
  });

  it("keeps an expired record until it is checked, so the client can still refresh it", async () => {
    const store = browserSessionStore(memoryStorage());
    await store.setAuthRecord({ token: "old", expires: "2000-01-01T00:00:00.000Z" });
    expect(await store.getAuthRecord()).toEqual({ token: "old", expires: "2000-01-01T00:00:00.000Z" });
  });

  it("refuses to write malformed values, and removes what was there", async () => {
    const storage = memoryStorage({ [SESSION_STORAGE_KEYS.sessionId]: SID });
    const store = browserSessionStore(storage);
    await store.setSessionId("bad id");
    await store.setAuthRecord({ token: "", expires: "tomorrow" });
    expect(storage.entries()).toEqual({});
  });

  it("never rejects when the storage throws or is missing", async () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    for (const store of [browserSessionStore(broken), browserSessionStore(null)]) {
      await expect(store.setAuthRecord(RECORD)).resolves.toBeUndefined();
      await expect(store.getAuthRecord()).resolves.toBeNull();
      await expect(store.checkAuthRecord(new Date())).resolves.toEqual({ _tag: "Absent" });
      await expect(store.setSessionId(SID)).resolves.toBeUndefined();
      await expect(store.getSessionId()).resolves.toBeNull();
      await expect(store.clearResetCode()).resolves.toBeUndefined();
    }
  });
});
