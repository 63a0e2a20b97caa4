import { describe, expect, it } from "vitest";
import { AUTH_COOKIE, authCookieAssignment, readCookie } from "../../adapters/storage/browser/auth-cookie";
import { AUTH_HANDOFF_COOKIE, clearedHandoffAssignment } from "../../adapters/storage/browser/auth-handoff-cookie";
import { browserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import { cookieMirroredSessionStore } from "../../adapters/storage/browser/cookie-mirrored-session-store";
import { memoryStorage } from "../../adapters/storage/browser/memory-storage";
import type { AuthRecord } from "../../core/domain/auth/auth-record";
import { ANONYMOUS_USER } from "../../core/domain/user/anonymous-user";
import type { User } from "../../core/domain/user/user";
import { fakeCookieJar } from "../../tests/fakes/fake-cookie-jar";
import { settleSession } from "./settle-session";

const NOW = new Date("2025-03-01T09:00:00.000Z");
const LIVE: AuthRecord = { token: "live-token", expires: "2025-03-01T10:00:00.000Z" };
const EXPIRED: AuthRecord = { token: "old-token", expires: "2025-03-01T08:00:00.000Z" };
const RENEWED: AuthRecord = { token: "new-token", expires: "2025-03-01T11:00:00.000Z" };
const ANNA: User = { ...ANONYMOUS_USER, id: 7, slug: "7-anna", username: "anna", first_name: "Анна", last_name: "Ли" };

type Setup = {
  stored?: AuthRecord;
  cookie?: AuthRecord;
  /** The callback of a social login marked the cookie as handed over (ADR 049). */
  handoff?: boolean;
  refreshOk?: boolean;
  me?: User | null;
  cookiesRefused?: boolean;
};

const setup = ({ stored, cookie, handoff = false, refreshOk = false, me = ANNA, cookiesRefused = false }: Setup) => {
  const jar = fakeCookieJar(() => NOW);
  if (cookie) jar.write(authCookieAssignment(cookie, false));
  if (handoff) jar.write(`${AUTH_HANDOFF_COOKIE}=1; Max-Age=300; Path=/; SameSite=Lax`);
  const session = cookieMirroredSessionStore(browserSessionStore(memoryStorage()), {
    writeCookie: (assignment) => {
      if (cookiesRefused) throw new DOMException("denied", "SecurityError");
      jar.write(assignment);
    },
    secure: false,
  });
  const calls = { refresh: 0, me: 0 };
  const deps = {
    session,
    cookies: jar.header,
    clearHandoffMark: () => jar.write(clearedHandoffAssignment),
    now: () => NOW,
    auth: {
      // As the API client does: a success stores the new record, a failure clears the session.
      async refresh() {
        calls.refresh += 1;
        if (!refreshOk || (await session.getAuthRecord()) === null) {
          if ((await session.getAuthRecord()) !== null) await session.clearAuthRecord();
          return null;
        }
        await session.setAuthRecord(RENEWED);
        return { record: RENEWED, user: ANNA };
      },
      async me() {
        calls.me += 1;
        return me;
      },
    },
  };
  const ready = stored ? session.setAuthRecord(stored) : Promise.resolve();
  return { jar, session, deps, calls, ready };
};

describe("settleSession", () => {
  it("takes the record a social login handed over in the cookie into the store, once, and clears the mark", async () => {
    const s = setup({ cookie: LIVE, handoff: true });
    await s.ready;
    expect(await settleSession(s.deps, { user: ANNA })).toEqual({
      user: ANNA,
      token: LIVE.token,
      cookieMirrorsStore: true,
    });
    expect(await s.session.getAuthRecord()).toEqual(LIVE);
    expect(readCookie(s.jar.header(), AUTH_HANDOFF_COOKIE)).toBeNull();
    expect(s.calls).toEqual({ refresh: 0, me: 0 });
  });

  it("clears a cookie the store lacks when nothing marks it as handed over", async () => {
    const s = setup({ cookie: LIVE });
    await s.ready;
    expect((await settleSession(s.deps, { user: ANNA })).user).toEqual(ANONYMOUS_USER);
    expect(await s.session.getAuthRecord()).toBeNull();
  });

  it("keeps the server-rendered user when cookie and store agree, without calling the API", async () => {
    const s = setup({ stored: LIVE, cookie: LIVE });
    await s.ready;
    expect(await settleSession(s.deps, { user: ANNA })).toEqual({
      user: ANNA,
      token: LIVE.token,
      cookieMirrorsStore: true,
    });
    expect(s.calls).toEqual({ refresh: 0, me: 0 });
  });

  it("leaves an anonymous visitor anonymous", async () => {
    const s = setup({});
    expect(await settleSession(s.deps, { user: ANONYMOUS_USER })).toEqual({
      user: ANONYMOUS_USER,
      token: null,
      cookieMirrorsStore: true,
    });
    expect(s.calls).toEqual({ refresh: 0, me: 0 });
  });

  it("clears a cookie the store does not back", async () => {
    const s = setup({ cookie: LIVE });
    const settled = await settleSession(s.deps, { user: ANNA });
    expect(settled).toEqual({ user: ANONYMOUS_USER, token: null, cookieMirrorsStore: true });
    expect(readCookie(s.jar.header(), AUTH_COOKIE)).toBeNull();
  });

  it("refreshes when the cookie lost the stored record, and mirrors the new one", async () => {
    const s = setup({ refreshOk: true });
    await s.session.setAuthRecord(LIVE);
    s.jar.write(authCookieAssignment(null, false));
    const settled = await settleSession(s.deps, { user: ANONYMOUS_USER });
    expect(settled).toEqual({ user: ANNA, token: RENEWED.token, cookieMirrorsStore: true });
    expect(s.calls).toEqual({ refresh: 1, me: 0 });
  });

  it("renews an expired record, or logs out when the server refuses", async () => {
    const renewed = setup({ stored: EXPIRED, refreshOk: true });
    await renewed.ready;
    expect(await settleSession(renewed.deps, { user: ANONYMOUS_USER })).toMatchObject({
      user: ANNA,
      token: "new-token",
    });

    const refused = setup({ stored: EXPIRED, cookie: EXPIRED });
    await refused.ready;
    expect(await settleSession(refused.deps, { user: ANNA })).toEqual({
      user: ANONYMOUS_USER,
      token: null,
      cookieMirrorsStore: true,
    });
    expect(await refused.session.getAuthRecord()).toBeNull();
  });

  it("asks who is logged in when the token is not the one the page shows", async () => {
    const s = setup({ stored: LIVE, cookie: LIVE });
    await s.ready;
    expect(await settleSession(s.deps, { user: ANONYMOUS_USER })).toMatchObject({ user: ANNA, token: LIVE.token });
    expect(await settleSession(s.deps, { user: ANNA, token: "older-token" })).toMatchObject({ user: ANNA });
    expect(s.calls.me).toBe(2);
  });

  it("keeps the shown user when GET /auth/me fails, and stays anonymous when nobody was shown", async () => {
    const s = setup({ stored: LIVE, cookie: LIVE, me: null });
    await s.ready;
    expect(await settleSession(s.deps, { user: ANNA, token: "older-token" })).toMatchObject({ user: ANNA });
    expect(await settleSession(s.deps, { user: ANONYMOUS_USER })).toMatchObject({ user: ANONYMOUS_USER, token: null });
  });

  it("reports a cookie that cannot follow the store", async () => {
    const s = setup({ stored: LIVE, refreshOk: true, cookiesRefused: true });
    await s.ready;
    const settled = await settleSession(s.deps, { user: ANONYMOUS_USER });
    expect(settled).toEqual({ user: ANNA, token: RENEWED.token, cookieMirrorsStore: false });
  });
});
