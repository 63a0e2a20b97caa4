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

describe("isSettingsPath for one application", () => {
  it("knows an application and its tabs, and nothing with a bad id", () => {
    expect(isSettingsPath("/u/settings/applications/7/")).toBe(true);
    expect(isSettingsPath("/u/42-ivan/settings/applications/7/documents/")).toBe(true);
    expect(isSettingsPath("/u/settings/applications/7/messages/")).toBe(true);
    expect(isSettingsPath("/u/settings/applications/7/payments/")).toBe(true);
    expect(isSettingsPath("/u/settings/applications/07/")).toBe(false);
    expect(isSettingsPath("/u/settings/applications/7/other/")).toBe(false);
  });
});

describe("isSettingsPath for the staff console", () => {
  it("knows the console and its sections, and nothing with a bad id", () => {
    expect(isSettingsPath("/staff/")).toBe(true);
    expect(isSettingsPath("/staff/applications/12/")).toBe(true);
    expect(isSettingsPath("/staff/leads/")).toBe(true);
    expect(isSettingsPath("/staff/team/")).toBe(true);
    expect(isSettingsPath("/staff/applications/x/")).toBe(false);
    expect(isSettingsPath("/staff")).toBe(false);
  });
});
