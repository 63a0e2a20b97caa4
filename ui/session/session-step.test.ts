import { describe, expect, it } from "vitest";
import { authCookieAssignment } from "../../adapters/storage/browser/auth-cookie";
import { clearedHandoffAssignment } from "../../adapters/storage/browser/auth-handoff-cookie";
import { browserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import { cookieMirroredSessionStore } from "../../adapters/storage/browser/cookie-mirrored-session-store";
import { memoryStorage } from "../../adapters/storage/browser/memory-storage";
import type { AuthRecord } from "../../core/domain/auth/auth-record";
import { ANONYMOUS_USER } from "../../core/domain/user/anonymous-user";
import type { User } from "../../core/domain/user/user";
import { fakeCookieJar } from "../../tests/fakes/fake-cookie-jar";
import { sessionStep } from "./session-step";

const NOW = new Date("2025-03-01T09:00:00.000Z");
const LIVE: AuthRecord = { token: "live-token", expires: "2025-03-01T10:00:00.000Z" };
const IVAN: User = { ...ANONYMOUS_USER, id: 3, slug: "3-ivan", username: "ivan", first_name: "Иван" };

/** A browser whose store and cookie hold `record` (or nothing). */
const browser = async (record: AuthRecord | null) => {
  const jar = fakeCookieJar(() => NOW);
  const session = cookieMirroredSessionStore(browserSessionStore(memoryStorage()), {
    writeCookie: jar.write,
    secure: false,
  });
  if (record) await session.setAuthRecord(record);
  else jar.write(authCookieAssignment(null, false));
  return {
    session,
    cookies: jar.header,
    clearHandoffMark: () => jar.write(clearedHandoffAssignment),
    now: () => NOW,
    auth: { refresh: async () => null, me: async () => IVAN },
  };
};

describe("sessionStep", () => {
  it("reloads any page when the visitor it shows as logged in no longer is", async () => {
    const deps = await browser(null);
    expect(await sessionStep(deps, { user: IVAN, token: LIVE.token }, "/o-kompanii/")).toEqual({ _tag: "Reload" });
  });

  it("reloads a settings page on a login, and shows the user elsewhere", async () => {
    const deps = await browser(LIVE);
    expect(await sessionStep(deps, { user: ANONYMOUS_USER }, "/u/settings/profile/")).toEqual({ _tag: "Reload" });
    expect(await sessionStep(deps, { user: ANONYMOUS_USER }, "/")).toEqual({
      _tag: "Show",
      session: { user: IVAN, token: LIVE.token, cookieMirrorsStore: true },
    });
  });

  it("shows the same visitor again when nothing changed", async () => {
    const deps = await browser(null);
    expect(await sessionStep(deps, { user: ANONYMOUS_USER }, "/u/settings/")).toEqual({
      _tag: "Show",
      session: { user: ANONYMOUS_USER, token: null, cookieMirrorsStore: true },
    });
  });
});
