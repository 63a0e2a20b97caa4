import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { savedUserArb, unsavedUserArb } from "../../../tests/arbitraries/user.arb";
import { isLoggedIn } from "./is-logged-in";

describe("isLoggedIn properties", () => {
  it("is exactly 'id above 0' over all integers", () => {
    fc.assert(
      fc.property(fc.integer(), (id) => {
        expect(isLoggedIn({ id })).toBe(id > 0);
      }),
    );
  });

  it("holds for every saved user and for no unsaved one", () => {
    fc.assert(
      fc.property(savedUserArb, unsavedUserArb, (saved, unsaved) => {
        expect(isLoggedIn(saved)).toBe(true);
        expect(isLoggedIn(unsaved)).toBe(false);
      }),
    );
  });
});
