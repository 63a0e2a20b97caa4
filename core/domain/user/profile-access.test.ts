import { describe, expect, it } from "vitest";
import { profileAccess } from "./profile-access";

const anna = { id: 17, slug: "17-anna" };

describe("profileAccess", () => {
  it("shows nothing to an anonymous visitor", () => {
    expect(profileAccess(undefined, null)).toEqual({ _tag: "Anonymous" });
    expect(profileAccess("17-anna", { id: 0, slug: "" })).toEqual({ _tag: "Anonymous" });
  });

  it("shows the viewer's own pages without a user segment or with the own slug", () => {
    expect(profileAccess(undefined, anna)).toEqual({ _tag: "Own" });
    expect(profileAccess("17-anna", anna)).toEqual({ _tag: "Own" });
  });

  it("sends an old username of the viewer to the current slug", () => {
    expect(profileAccess("17-anna.old", anna)).toEqual({ _tag: "Renamed", slug: "17-anna" });
  });

  it("treats another user's slug as foreign", () => {
    expect(profileAccess("18-anna", anna)).toEqual({ _tag: "Foreign" });
    expect(profileAccess("170-anna", anna)).toEqual({ _tag: "Foreign" });
    expect(profileAccess("not-a-profile", anna)).toEqual({ _tag: "Foreign" });
  });
});
