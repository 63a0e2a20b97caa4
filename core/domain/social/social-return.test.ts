import { describe, expect, it } from "vitest";
import { socialReturnAddress } from "./social-return";

describe("socialReturnAddress", () => {
  it("adds the mark to a page's address, keeping its query and fragment", () => {
    expect(socialReturnAddress("/u/settings/security/", { social: "linked" })).toBe(
      "/u/settings/security/?social=linked",
    );
    expect(socialReturnAddress("/kitaj/?page=2#top", { social_error: "denied" })).toBe(
      "/kitaj/?page=2&social_error=denied#top",
    );
  });

  it("keeps a Cyrillic path and several encoded values with spaces as they are", () => {
    const page =
      "/universities/kitaj/?title=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD+%D1%83%D0%BD%D0%B8%D0%B2%D0%B5%D1%80&cities=1,2";
    expect(socialReturnAddress(page, { social: "signed_in" })).toBe(`${page}&social=signed_in`);
    expect(socialReturnAddress("/блог/о нас/", { social_error: "denied" })).toBe("/блог/о нас/?social_error=denied");
  });

  it("replaces an earlier mark", () => {
    expect(socialReturnAddress("/?social_error=state&a=1", { social: "signed_in" })).toBe("/?a=1&social=signed_in");
  });

  it("sends a flow that was not ours to the registration page", () => {
    expect(socialReturnAddress(null, { social_error: "state" })).toBe("/register/?social_error=state");
  });
});
