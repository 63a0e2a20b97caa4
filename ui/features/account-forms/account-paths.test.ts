import { describe, expect, it } from "vitest";
import { registerHref, returnPathOf } from "./account-paths";

describe("account paths", () => {
  it("carries the page to come back to, with its query, into the registration link", () => {
    expect(registerHref("/u/settings/applications/?institution=3&base=12")).toBe(
      "/register/?next=%2Fu%2Fsettings%2Fapplications%2F%3Finstitution%3D3%26base%3D12",
    );
    expect(
      returnPathOf(new URLSearchParams("next=%2Fu%2Fsettings%2Fapplications%2F%3Finstitution%3D3%26base%3D12")),
    ).toBe("/u/settings/applications/?institution=3&base=12");
  });

  it("leaves out home and anything that is not a path on this site", () => {
    expect(registerHref("/")).toBe("/register/");
    expect(registerHref(null)).toBe("/register/");
    expect(registerHref("https://evil.example/")).toBe("/register/");
    expect(returnPathOf(new URLSearchParams("next=//evil.example/"))).toBe("/");
    expect(returnPathOf(new URLSearchParams(""))).toBe("/");
  });
});
