import { describe, expect, it } from "vitest";
import { fakeCookieJar } from "../../../tests/fakes/fake-cookie-jar";
import { AUTH_COOKIE, authRecordFromCookies, readCookie, SESSION_ID_COOKIE } from "./auth-cookie";
import { browserSessionStore } from "./browser-session-store";
import { cookieMirroredSessionStore } from "./cookie-mirrored-session-store";
import { memoryStorage } from "./memory-storage";

const NOW = new Date("2025-03-01T09:00:00.000Z");
const RECORD = { token: "token-1", expires: "2025-03-01T10:00:00.000Z" };
const SID = "visit-session-0123456789";

const setup = (secure = false) => {
  const jar = fakeCookieJar(() => NOW);
  const storage = memoryStorage();
  let changes = 0;
  const store = cookieMirroredSessionStore(browserSessionStore(storage), {
    writeCookie: jar.write,
    secure,
    onAuthChange: () => {
      changes += 1;
    },
  });
  return { jar, storage, store, changes: () => changes };
};

describe("the cookie-mirrored session store", () => {
  it("mirrors the auth record on login and clears the cookie on logout", async () => {
    const { jar, store, changes } = setup();
    await store.setAuthRecord(RECORD);
    expect(authRecordFromCookies(jar.header())).toEqual(RECORD);
    expect(await store.getAuthRecord()).toEqual(RECORD);
    await store.clearAuthRecord();
    expect(readCookie(jar.header(), AUTH_COOKIE)).toBeNull();
    expect(await store.getAuthRecord()).toBeNull();
    expect(changes()).toBe(2);
  });

  it("mirrors the session id and its removal", async () => {
    const { jar, store } = setup();
    await store.setSessionId(SID);
    expect(readCookie(jar.header(), SESSION_ID_COOKIE)).toBe(SID);
    await store.clearSessionId();
    expect(readCookie(jar.header(), SESSION_ID_COOKIE)).toBeNull();
  });

  it("clears the cookie when the store refuses a record or a session id", async () => {
    const { jar, store } = setup();
    await store.setAuthRecord(RECORD);
    await store.setSessionId(SID);
    await store.setAuthRecord({ token: "", expires: "tomorrow" });
    await store.setSessionId("bad id");
    expect(jar.header()).toBe("");
  });

  it("clears the cookie when a check removes an expired record, and only then", async () => {
    const { jar, store, changes } = setup();
    await store.setAuthRecord(RECORD);
    expect(await store.checkAuthRecord(NOW)).toEqual({ _tag: "Valid", record: RECORD });
    expect(changes()).toBe(1);
    expect(await store.checkAuthRecord(new Date("2025-03-01T10:00:00.000Z"))).toEqual({ _tag: "Expired" });
    expect(readCookie(jar.header(), AUTH_COOKIE)).toBeNull();
    expect(changes()).toBe(2);
  });

  it("marks the cookies Secure on HTTPS and scopes them to the whole site", async () => {
    const { jar, store } = setup(true);
    await store.setAuthRecord(RECORD);
    await store.setSessionId(SID);
    expect(jar.assignments).toHaveLength(2);
    for (const assignment of jar.assignments) {
      expect(assignment).toContain("; Path=/");
      expect(assignment).toContain("; SameSite=Lax");
      expect(assignment).toContain("; Secure");
    }
  });

  it("keeps working when cookies cannot be written", async () => {
    const store = cookieMirroredSessionStore(browserSessionStore(memoryStorage()), {
      writeCookie: () => {
        throw new DOMException("denied", "SecurityError");
      },
      secure: false,
    });
    await expect(store.setAuthRecord(RECORD)).resolves.toBeUndefined();
    expect(await store.getAuthRecord()).toEqual(RECORD);
    await expect(store.clearSessionId()).resolves.toBeUndefined();
  });
});
