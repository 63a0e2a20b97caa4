import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseListingFlag } from "./listing-flag";

const near = fc.constantFrom("true", "True", "TRUE", "tru", "truee", " true", "true\n", "1", "yes", "false");

describe("parseListingFlag properties", () => {
  it("is true exactly when the text equals true", () => {
    fc.assert(
      fc.property(fc.oneof(near, fc.string({ maxLength: 8 })), (text) => {
        expect(parseListingFlag(text)).toBe(text === "true");
      }),
    );
  });
});
