import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isChunkLoadFailure } from "./chunk-load-error";

const wordArb = fc.stringMatching(/^[a-z ]{0,30}$/);

describe("isChunkLoadFailure properties", () => {
  it("finds the import failure anywhere in a message, in any letter case", () => {
    fc.assert(
      fc.property(wordArb, wordArb, fc.boolean(), (before, after, upper) => {
        const core = "Failed to fetch dynamically imported module";
        expect(isChunkLoadFailure(`${before}${upper ? core.toUpperCase() : core}${after}`)).toBe(true);
      }),
    );
  });

  it("does not match text made of other words", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-k ]{0,60}$/), (message) => {
        expect(isChunkLoadFailure(message)).toBe(false);
      }),
    );
  });
});
