import { describe, expect, it } from "vitest";
import { shouldReloadAfterAuthChange } from "./auth-change-reload";

const change = (before: boolean, after: boolean, onSettingsPage: boolean, cookieMirrorsStore = true) =>
  shouldReloadAfterAuthChange({ before, after, onSettingsPage, cookieMirrorsStore });

describe("shouldReloadAfterAuthChange", () => {
  it("reloads any page when the visitor is logged out", () => {
    expect(change(true, false, false)).toBe(true);
    expect(change(true, false, true)).toBe(true);
  });

  it("reloads a settings page on a login too, but not other pages", () => {
    expect(change(false, true, true)).toBe(true);
    expect(change(false, true, false)).toBe(false);
  });

  it("never reloads without a change or while the cookie cannot follow the store", () => {
    expect(change(true, true, true)).toBe(false);
    expect(change(false, false, false)).toBe(false);
    expect(change(true, false, true, false)).toBe(false);
  });
});
