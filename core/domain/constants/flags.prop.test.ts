import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flagFor, KNOWN_FLAGS } from "./flags";

describe("flagFor properties", () => {
  it("is total: every slug gets a known flag or earth, and only known slugs keep their name", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...KNOWN_FLAGS, "earth"), fc.string({ maxLength: 12 })), (slug) => {
        const flag = flagFor(slug);
        const known = (KNOWN_FLAGS as readonly string[]).includes(slug);
        expect(flag).toBe(known ? slug : "earth");
      }),
    );
  });

  it("maps every known slug to itself", () => {
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN_FLAGS), (slug) => {
        expect(flagFor(slug)).toBe(slug);
      }),
    );
  });
});
