import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANDING_LISTINGS, landingListingOf } from "./landing-listings";

const PATHS = Object.keys(LANDING_LISTINGS);

describe("landingListingOf properties", () => {
  it("answers a listing exactly for the landing paths", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...PATHS), fc.string(), fc.constantFrom("__proto__", "constructor")),
        (path) => {
          expect(landingListingOf(path) !== null).toBe(PATHS.includes(path));
        },
      ),
    );
  });
});
