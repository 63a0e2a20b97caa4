import { describe, expect, it } from "vitest";
import { ANONYMOUS_USER } from "../user/anonymous-user";
import { isLoggedIn } from "./is-logged-in";

describe("isLoggedIn", () => {
  it("counts a user with a positive id as logged in", () => {
    expect(isLoggedIn({ id: 1 })).toBe(true);
    expect(isLoggedIn({ id: 42 })).toBe(true);
  });

  it("does not count the anonymous user, a missing user or a missing id", () => {
    expect(isLoggedIn(ANONYMOUS_USER)).toBe(false);
    expect(isLoggedIn({ id: 0 })).toBe(false);
    expect(isLoggedIn({ id: -1 })).toBe(false);
    expect(isLoggedIn({ id: null })).toBe(false);
    expect(isLoggedIn({})).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});
