import { describe, expect, it } from "vitest";
import { isSettingsPath } from "./is-settings-path";

describe("isSettingsPath", () => {
  it("knows the settings page and its children, with or without a profile slug", () => {
    expect(isSettingsPath("/u/settings/")).toBe(true);
    expect(isSettingsPath("/u/settings/applications/")).toBe(true);
    expect(isSettingsPath("/u/42-ivan/settings/security/")).toBe(true);
  });

  it("leaves out profiles, other pages and paths that are not the strict slash form", () => {
    expect(isSettingsPath("/u/42-ivan/")).toBe(false);
    expect(isSettingsPath("/")).toBe(false);
    expect(isSettingsPath("/o-kompanii/")).toBe(false);
    expect(isSettingsPath("/u/settings")).toBe(false);
  });
});
